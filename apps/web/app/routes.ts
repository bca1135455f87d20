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
  route('favicon-day/:file', 'routes/favicon-day.ts'),
  // Everything else (including pages of later issues) is a not-found page with HTTP 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
