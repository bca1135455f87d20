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
  // Install and offline (ADR 142, 143): the service worker's offline page and the update page.
  route('offline', 'routes/offline.tsx'),
  route('update', 'routes/update.tsx'),
  route('government-holiday', 'routes/government-holiday.tsx'),
  route('suva-sait', 'routes/suva-sait.tsx'),
  // Markets (spec §2; ADR 101–102): server HTML, GET forms, no script needed.
  route('forex', 'routes/forex.tsx'),
  route('gold-price-nepal', 'routes/gold-price-nepal.tsx'),
  route('petrol-price', 'routes/petrol-price.tsx'),
  route('vegetables', 'routes/vegetables.tsx'),
  route('admin/sources', 'routes/admin-sources.tsx'),
  // Rashifal (spec §2): the pages, then every alias as a permanent redirect.
  route('nepali-rashifal', 'routes/rashifal.tsx', { id: 'rashifal' }),
  route('nepali-rashifal/:type', 'routes/rashifal.tsx', { id: 'rashifal-type' }),
  route('nepali-rashifal/:type/:slug', 'routes/rashifal.tsx', { id: 'rashifal-sign' }),
  route('rashi', 'routes/rashifal-redirect.tsx', { id: 'rashi-redirect' }),
  route('rashifal/:alias?/:slug?', 'routes/rashifal-redirect.tsx', { id: 'rashifal-redirect' }),
  // The admin area (ADR 134): private screens; every call is checked by the API (ADR 121).
  route('admin/rashifal', 'routes/admin-rashifal.tsx'),
  route('admin/feeds', 'routes/admin-feeds.tsx'),
  route('admin/radios', 'routes/admin-radios.tsx'),
  route('admin/calendar-years', 'routes/admin-calendar-years.tsx'),
  // News, blogs and radio (spec §2; ADR 130–133): public pages with small islands.
  route('news', 'routes/news.tsx'),
  route('nepali-radio', 'routes/radio.tsx', { id: 'radio' }),
  route('nepali-radio/:name', 'routes/radio.tsx', { id: 'radio-station' }),
  route('favicon-day/:file', 'routes/favicon-day.ts'),
  // Web widgets other sites embed (spec §1, §2; ADR 140) and the page that offers them.
  route('widgets/:kind', 'routes/widget.tsx'),
  route('web-widgets', 'routes/web-widgets.tsx'),
  // The language switch without JavaScript (sets the cookie, goes back).
  route('lang/:lang', 'routes/lang.ts'),
  // Personal calendars (spec §2; ADR 063–067): the user's data is read in the browser (ADR 067).
  route('my-calendars', 'routes/my-calendars.tsx'),
  route('my-calendars/create-event', 'routes/my-calendars-create-event.tsx'),
  route('my-calendars/configure/:base?/:date?', 'routes/my-calendars-configure.tsx'),
  route('my-calendars/details/:id/:base?/:year?/:month?', 'routes/my-calendars-details.tsx'),
  // Accounts (spec §2; ADR 060): private screens, the session lives in the browser (ADR 066).
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('signup', 'routes/login.tsx', { id: 'signup' }),
  route('user-verify', 'routes/user-verify.tsx'),
  route('verification', 'routes/verification.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('delete-account', 'routes/delete-account.tsx'),
  route('deletion', 'routes/static-page.tsx', { id: 'deletion' }),
  route('facebook-data-deletion-instructions', 'routes/static-page.tsx', { id: 'facebook-deletion' }),
  // Shared and organisation calendars (spec §2; ADR 110–117). Invitations and the organisation area
  // are private screens; the public calendar is a cacheable server-rendered page.
  route('invite/calendar', 'routes/invite.tsx', { id: 'invite-calendar' }),
  route('invite/organization', 'routes/invite.tsx', { id: 'invite-organization' }),
  route('organization', 'routes/organization.tsx', { id: 'organization' }),
  route('organization/calendar', 'routes/organization.tsx', { id: 'organization-calendar' }),
  route('organization/subscriber', 'routes/organization.tsx', { id: 'organization-subscriber' }),
  route('public/calendar/:publictoken', 'routes/public-calendar.tsx'),
  // Election (spec §2; ADR 171): the 2082 House of Representatives result and its drill-down.
  route('election', 'routes/election.tsx', { id: 'election' }),
  route('election/province/:province', 'routes/election.tsx', { id: 'election-province' }),
  route('election/district/:district', 'routes/election.tsx', { id: 'election-district' }),
  route('election/constituency/:constituency', 'routes/election.tsx', { id: 'election-constituency' }),
  route('election/search', 'routes/election.tsx', { id: 'election-search' }),
  // Talk with us (issue 29; ADR 195): the reader's live conversations and the staff inbox.
  route('talk-with-us', 'routes/talk-with-us.tsx'),
  route('admin/support', 'routes/admin-support.tsx'),
  // Quiz (ADR 177): the public daily quiz and the editors' screen.
  route('quiz', 'routes/quiz.tsx'),
  route('admin/quiz', 'routes/admin-quiz.tsx'),
  // Sports (spec §2; ADR 174): server HTML from recorded data, no script needed.
  route('sports', 'routes/sports.tsx'),
  route('sports/worldcup', 'routes/sports-worldcup.tsx'),
  route('sports/worldcup/:year/matches/:id', 'routes/sports-worldcup-match.tsx'),
  route('sports/worldcup/:year/teams/:code', 'routes/sports-worldcup-team.tsx'),
  route('sports/cricket', 'routes/sports-cricket.tsx'),
  route('sports/cricket/matches/:id', 'routes/sports-cricket-match.tsx'),
  route('sports/cricket/error', 'routes/sports-cricket-error.tsx'),
  route('sports/cricket-widgets', 'routes/sports-cricket-widgets.tsx'),
  // Subscriptions and payments (spec §2; ADR 187): packages are public server HTML, the rest private.
  route('subscription-packages', 'routes/subscription-packages.tsx'),
  route('subscription', 'routes/subscription.tsx'),
  route('subscription/return/:gateway/:orderId', 'routes/subscription-return.tsx'),
  route('subscription/pay/esewa/:orderId', 'routes/subscription-pay.tsx'),
  route('subscription/receipt/:orderId', 'routes/subscription-receipt.tsx'),
  route('admin/payments', 'routes/admin-payments.tsx'),
  // Support pages (spec §2; ADR 190–193): forms, FAQ, apps, the apps' policies, the share landing.
  route('feedback', 'routes/support-form.tsx', { id: 'feedback' }),
  route('contact', 'routes/support-form.tsx', { id: 'contact' }),
  route('form', 'routes/support-webview-form.tsx'),
  route('faq', 'routes/faq.tsx', { id: 'faq' }),
  route('marketplace/faq', 'routes/faq.tsx', { id: 'marketplace-faq' }),
  route('apps', 'routes/apps.tsx'),
  route('keyboard-privacy-policy', 'routes/static-page.tsx', { id: 'keyboard-privacy-policy' }),
  route('radio-privacy-policy', 'routes/static-page.tsx', { id: 'radio-privacy-policy' }),
  route('forward', 'routes/forward.tsx'),
  route('admin/feedback', 'routes/admin-feedback.tsx'),
  route('admin/faq', 'routes/admin-faq.tsx'),
  // Everything else (including pages of later issues) is a not-found page with HTTP 404.
  route('*', 'routes/not-found.tsx'),
  // Services and the vehicle bluebook (spec §2, issue 27; ADR 214).
  route('services', 'routes/services.tsx'),
  route('services/bluebook', 'routes/services-bluebook.tsx'),
  route('services/bluebook/history', 'routes/services-bluebook-history.tsx'),
  route('admin/bluebook-rates', 'routes/admin-bluebook-rates.tsx'),
  route('admin/bluebook-renewals', 'routes/admin-bluebook-renewals.tsx'),
  // Paramarsha (issue 26; ADR 200–202).
  route('paramarsha', 'routes/paramarsha.tsx'),
  route('paramarsha/requests', 'routes/paramarsha-requests.tsx'),
  route('paramarsha/:serviceId', 'routes/paramarsha-service.tsx'),
  route('admin/paramarsha', 'routes/admin-paramarsha.tsx'),
  // Ads (issue 25, ADR 224): campaigns (admins) and their reports (admins and advertisers).
  route('admin/ads', 'routes/admin-ads.tsx'),
  route('admin/ads/new', 'routes/admin-ads-campaign.tsx', { id: 'admin-ads-new' }),
  route('admin/ads/:id', 'routes/admin-ads-campaign.tsx', { id: 'admin-ads-edit' }),
  route('admin/ads/:id/report', 'routes/admin-ads-report.tsx'),
] satisfies RouteConfig;
