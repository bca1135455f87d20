import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('about', 'routes/static-page.tsx', { id: 'about' }),
  route('disclaimer', 'routes/static-page.tsx', { id: 'disclaimer' }),
  route('policies', 'routes/static-page.tsx', { id: 'policies' }),
  route('terms-of-service', 'routes/static-page.tsx', { id: 'terms' }),
  // Calendar screens (spec §2): /calendar/:base?/:date?/:view?, redirects and slash dates in the loader.
  route('calendar/:base?/:date?/:view?', 'routes/calendar.tsx', { id: 'calendar' }),
  route('calendar/:base/:y/:m/:d/:view?', 'routes/calendar.tsx', { id: 'calendar-slash' }),
  route('nepali-to-english-date-converter', 'routes/date-converter.tsx'),
  route('government-holiday', 'routes/government-holiday.tsx'),
  route('suva-sait', 'routes/suva-sait.tsx'),
  // Markets (spec §2; issue 13): server HTML, GET forms, no script needed.
  route('forex', 'routes/forex.tsx'),
  route('gold-price-nepal', 'routes/gold-price-nepal.tsx'),
  route('petrol-price', 'routes/petrol-price.tsx'),
  route('vegetables', 'routes/vegetables.tsx'),
  route('admin/sources', 'routes/admin-sources.tsx'),
  route('favicon-day/:file', 'routes/favicon-day.ts'),
  // Web widgets other sites embed (spec §1, §2; issue 16, ADR 140) and the page that offers them.
  route('widgets/:kind', 'routes/widget.tsx'),
  route('web-widgets', 'routes/web-widgets.tsx'),
  // Personal calendars (spec §2; issue 5): the user's data is read in the browser (ADR 067).
  route('my-calendars', 'routes/my-calendars.tsx'),
  route('my-calendars/create-event', 'routes/my-calendars-create-event.tsx'),
  route('my-calendars/configure/:base?/:date?', 'routes/my-calendars-configure.tsx'),
  route('my-calendars/details/:id/:base?/:year?/:month?', 'routes/my-calendars-details.tsx'),
  // Accounts (spec §2; issue 5): private screens, the session lives in the browser (ADR 066).
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('signup', 'routes/login.tsx', { id: 'signup' }),
  route('user-verify', 'routes/user-verify.tsx'),
  route('verification', 'routes/verification.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('delete-account', 'routes/delete-account.tsx'),
  route('deletion', 'routes/static-page.tsx', { id: 'deletion' }),
  route('facebook-data-deletion-instructions', 'routes/static-page.tsx', { id: 'facebook-deletion' }),
  // Everything else (including pages of later issues) is a not-found page with HTTP 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
