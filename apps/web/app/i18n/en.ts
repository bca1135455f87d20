import type { AccountMessages, Messages } from './np';
import type { Pages } from './types';

/** Every UI string in English; the keys are exactly those of `np.ts` (checked by the type). */
export const en: Messages = {
  'site.name': 'Patro',
  'site.tagline': 'Nepali calendar, tithi, festivals and daily services',
  'meta.keywords':
    'Nepali calendar, Nepali patro, Bikram Sambat, tithi, festivals, public holidays, panchanga, rashifal, Nepal Sambat',
  'meta.home.title': 'Patro — today’s date, Nepali calendar and panchanga',
  'meta.home.description':
    'Today’s Bikram Sambat and Gregorian date, tithi, festivals, public holidays, panchanga, horoscope, forex and gold prices — for Nepalis in Nepal and abroad.',
  'meta.notFound.title': 'Page not found — Patro',
  'meta.notFound.description': 'The page you were looking for is not on Patro.',
  'meta.error.title': 'Something went wrong — Patro',

  'a11y.skip': 'Skip to main content',
  // Ad slots (ADR 224): the label above every slot and a slider's buttons.
  'ads.label': 'Advertisement',
  'ads.prev': 'Previous advertisement',
  'ads.next': 'Next advertisement',
  'a11y.mainNav': 'Main menu',
  'a11y.mobileNav': 'Quick menu',
  'a11y.topBar': 'Contact and social networks',
  'a11y.topBarRegion': "Today's date and contact",
  'a11y.footer': 'Patro links',
  'a11y.home': 'Patro home',
  'a11y.external': '(opens in a new tab)',

  'nav.home': 'Home',
  'nav.calendar': 'Calendar',
  'nav.horoscope': 'Horoscope',
  'nav.paramarsha': 'Paramarsha',
  'paramarsha.fab': 'Paramarsha with an astrologer',
  'nav.blogs': 'Blogs',
  'nav.news': 'News',
  'nav.radio': 'Radio',
  'nav.quiz': 'Quiz',
  'nav.sports': 'Sports',
  'nav.bullion': 'Gold & Silver',
  'nav.forex': 'Forex',
  'nav.suvaSait': 'Suva Sait',
  'nav.dateConverter': 'Date Converter',
  'nav.governmentHoliday': 'Government Holidays',
  'nav.more': 'More',
  'nav.menu': 'Menu',

  'top.contact': 'Contact',
  'top.subscription': 'Subscription',
  'social.facebook': 'Facebook',
  'social.youtube': 'YouTube',
  'social.instagram': 'Instagram',
  'social.x': 'X (Twitter)',

  'notifications.button': 'Notifications',
  'notifications.buttonCount': 'Notifications ({count} new)',
  'notifications.title': 'Notifications',
  'notifications.empty': 'No New Notifications',
  'notifications.clear': 'Clear all',

  'theme.toDark': 'Switch to dark theme',
  'theme.toLight': 'Switch to light theme',
  'lang.switchTo': 'नेपाली',
  'lang.switchLabel': 'नेपालीमा हेर्नुहोस् — Switch to Nepali',
  'user.menu': 'Account',
  'user.login': 'Log in',
  'user.loginLong': 'Log in or sign up',
  'user.avatarLabel': 'Account menu: {name}',
  'user.myCalendars': 'My Calendars',
  'user.organization': 'Organisation calendars',
  'user.moderatorNotice': 'You manage a public calendar. Invite people to follow it:',
  'user.moderatorNoticeLink': 'Subscribers',
  'user.logout': 'Log Out',
  'session.loggedOut': 'You have been logged out, invalid token',
  'session.loginFailed': 'Login Failed',
  'session.accountDeleted': 'Your account has been deleted. Thank you for using Patro.',
  'session.verified': 'Your e-mail address is verified and you are signed in.',
  'session.loginToCreate': 'Please login or signup to create your own events',
  'session.dismiss': 'Dismiss this message',
  // Offline banner and update notice under the header on every page (ADR 142, 143).
  'pwa.offline.banner':
    'You are offline. Pages saved on this device still open; they update when you are back online.',
  'pwa.update.notice': 'A new version of Patro is ready.',
  'pwa.update.reload': 'Reload',
  'pwa.update.more': 'What changed',
  scrollTop: 'Back to top',

  'home.today': 'Today',
  'home.bs': 'Bikram Sambat',
  'home.ad': 'Gregorian',
  'home.timezone': 'Nepal time',
  'home.intro':
    'Patro brings Bikram Sambat, Gregorian and Nepal Sambat dates, tithi, festivals, public holidays and panchanga together in one place.',
  'home.openCalendar': 'Open this month’s calendar',
  'home.convert': 'Convert a date',
  'home.services': 'Daily services',

  'footer.months': 'Months of BS {year}',
  'footer.rashifal': 'Horoscope',
  'footer.services': 'Services',
  'footer.about': 'About',
  'footer.utilities': 'Utilities',
  'footer.apps': 'Mobile apps',
  'footer.googlePlay': 'Get it on Google Play',
  'footer.appStore': 'Download on the App Store',
  'footer.copyright': '© {year} Patro. All rights reserved.',
  'footer.note':
    'Dates and tithis come from the official calendar or from computation; for religious observances, also check with your priest or a local calendar.',

  'link.about': 'About Patro',
  'link.disclaimer': 'Disclaimer',
  'link.policies': 'Privacy Policy',
  'link.terms': 'Terms of Service',
  'link.contact': 'Contact',
  'link.feedback': 'Feedback',
  'link.subscription': 'Subscription packages',
  'link.webWidgets': 'Web widgets',
  'link.bluebook': 'Bluebook service',
  'link.apps': 'Apps',
  'link.petrol': 'Petrol prices',
  'link.vegetables': 'Vegetable prices',

  'rashi.aries': 'Aries',
  'rashi.taurus': 'Taurus',
  'rashi.gemini': 'Gemini',
  'rashi.cancer': 'Cancer',
  'rashi.leo': 'Leo',
  'rashi.virgo': 'Virgo',
  'rashi.libra': 'Libra',
  'rashi.scorpio': 'Scorpio',
  'rashi.sagittarius': 'Sagittarius',
  'rashi.capricorn': 'Capricorn',
  'rashi.aquarius': 'Aquarius',
  'rashi.pisces': 'Pisces',

  'rashifal.heading': 'Horoscope',
  'rashifal.type.daily': 'Today’s horoscope',
  'rashifal.type.weekly': 'Weekly horoscope',
  'rashifal.type.monthly': 'Monthly horoscope',
  'rashifal.type.yearly': 'Yearly horoscope',
  'rashifal.tab.daily': 'Daily',
  'rashifal.tab.weekly': 'Weekly',
  'rashifal.tab.monthly': 'Monthly',
  'rashifal.tab.yearly': 'Yearly',
  'rashifal.tabs': 'Horoscope period',
  'rashifal.meta.title': '{type} — {period} — Patro',
  'rashifal.meta.signTitle': '{sign}: {type} — {period} — Patro',
  'rashifal.meta.description':
    'The {type} for all twelve signs, Aries to Pisces: {period}. Written by astrologers, or computed from the planets’ transits.',
  'rashifal.meta.signDescription': '{type} for {sign} (name letters {letters}): {period}.',
  'rashifal.letters': 'Name letters',
  'rashifal.readMore': 'Read more',
  'rashifal.computed': 'Computed from transits',
  'rashifal.transitsUsed': 'Transits used',
  'rashifal.byAstrologer': 'By astrologer {name}',
  'rashifal.otherSigns': 'Other signs',
  'rashifal.otherPeriods': 'More for {sign}',
  'rashifal.signs': 'Signs',
  'rashifal.intro':
    'A rashifal is read from your Moon sign at birth (janma rashi). If you do not know yours, find it by the first letter of your name.',
  'rashifal.computedNote':
    'Where no astrologer has written, Patro computes the reading from the planets’ actual transits (sidereal, Lahiri ayanamsa) and the classical gochar rules.',

  'admin.rashifal.title': 'Rashifal editor',

  'notFound.code': '404',
  'notFound.heading': 'Page not found',
  'notFound.body':
    'The address you followed is not on Patro, or it has moved. If it is a service that is coming soon, please check back in a few days.',
  'notFound.home': 'Back to the home page',
  'error.heading': 'Something went wrong',
  'error.body': 'This page could not be shown right now. Please try again in a moment.',
  'page.updated': 'Last updated: {date}',
  // ---- Calendar screens (calendar issue): month, year, day dialog, panchanga, converter, holidays, sait ----
  'cal.meta.title': '{what} — Nepali Calendar',
  'cal.meta.monthDescription':
    'Nepali calendar for {month} ({other}): the tithi, festivals, public holidays and panchanga of every day.',
  'cal.meta.yearDescription':
    '{year}: all twelve months of the Nepali calendar with festivals and public holidays.',
  'cal.meta.dayDescription': '{day} ({other}): tithi {tithi}; {events}.',
  'cal.meta.panchanga': 'Panchanga for {day}',
  'cal.meta.panchangaDescription':
    'Panchanga for {day}: tithi, nakshatra, yoga, karana, sunrise, sunset, moonrise and rashi, with end times.',
  'cal.yearTitleBs': 'BS {year} calendar',
  'cal.yearTitleAd': 'AD {year} calendar',
  'cal.prevMonthTo': 'Previous month: {month}',
  'cal.nextMonthTo': 'Next month: {month}',
  'cal.prevYearTo': 'Previous year: {month}',
  'cal.nextYearTo': 'Next year: {month}',
  'cal.prevDay': 'Previous day',
  'cal.nextDay': 'Next day',
  'cal.viewSwitch': 'Calendar view',
  'cal.viewMode': 'Monthly or yearly',
  'cal.baseSwitch': 'Bikram Sambat or Gregorian',
  'cal.thisMonth': 'This month',
  'cal.monthly': 'Monthly',
  'cal.yearly': 'Yearly',
  'cal.bs': 'BS',
  'cal.ad': 'AD',
  'cal.pickYear': 'Choose a year',
  'cal.pickMonth': 'Choose a month',
  'cal.pickMonthTitle': 'Go to a month',
  'cal.go': 'Go',
  'cal.noDay': 'Empty',
  'cal.monthEnd': 'end',
  'cal.allHidden':
    'You have hidden every calendar, so no festivals or holidays show. Select a calendar to see its events.',
  'cal.chooseCalendars': 'Choose calendars',
  'cal.tithiLegend':
    'On a phone the tithi is short: S = Shukla (bright fortnight), K = Krishna (dark fortnight), then its number; Full = Purnima, New = Aunsi.',
  'cal.today': 'Today',
  'cal.holiday': 'Public holiday',
  'cal.holidayTag': 'Holiday',
  'cal.publicHoliday': 'Public holiday',
  'cal.drik': 'Drik: {tithi}',
  'cal.drikUntil': 'Drik: {tithi} until {time}',
  'cal.tithi': 'Tithi',
  'cal.nsShort': 'NS',
  'cal.nsLong': 'Nepal Sambat',
  'cal.monthEvents': 'Festivals and days of {month}',
  'cal.noEvents': 'No Events Available',
  'cal.noEventsDay': 'No Events Available',
  'cal.eventsOfDay': 'Events of the day',
  'cal.dataUnavailable':
    'Tithi and festival details for this month are not available right now; only the dates are shown.',
  'cal.source.official':
    'Source: the calendar approved by the Nepal Panchanga Nirnayak Bikas Samiti (official).',
  'cal.source.projectedYear':
    'Projected — the official calendar for BS {years} is not published yet: month lengths, tithi, festivals and holidays are computed and may change.',
  'cal.source.computed': 'Source: computed with the Surya Siddhanta; may differ from the official calendar.',
  'cal.close': 'Close',
  'cal.back': 'Back',
  'cal.panchanga': 'Panchanga',
  'cal.governmentHoliday': 'Government holiday',
  'cal.isHoliday': 'This day is a public holiday.',
  'cal.restrictedHoliday': 'Restricted holiday ({scope})',
  'cal.isRestrictedHoliday': 'This day is a restricted holiday: {scope}.',
  'cal.notHoliday': 'This day is not a public holiday.',
  'cal.allHolidays': 'All government holidays of the year',
  'cal.addEvent': 'Add event',
  'cal.addNeedsScript':
    'Adding your own events needs JavaScript: turn it on in your browser and open this day again.',
  'cal.loginToAdd': 'Please login or signup to create your own events',
  'cal.signup': 'Sign up',
  'cal.yes': 'Yes',
  'cal.no': 'No',
  'cal.event.date': 'Date',
  'cal.event.calendar': 'Calendar',
  'cal.event.base': 'Kept in',
  'cal.event.source': 'Source',
  'cal.event.published': 'Published calendar',
  'cal.event.rule': 'Calculated from the festival rule',
  'cal.base.ns': 'Nepal Sambat (lunar calendar)',
  'cal.base.bs': 'Bikram Sambat',
  'cal.base.ad': 'Gregorian calendar',
  'cal.p.place': 'Place',
  'cal.p.myLocation': 'My location',
  'cal.p.useLocation': 'Use my location',
  'cal.p.locating': 'Finding your location…',
  'cal.p.locationDenied': 'Your location could not be found. Choose a city from the list.',
  'cal.p.error': 'Problem loading panchanga for this date',
  'cal.p.for': 'Times for {place}',
  'cal.p.coords': 'latitude {lat}, longitude {lon}',
  'cal.p.caption': 'Panchanga for {place}',
  'cal.p.element': 'Element',
  'cal.p.value': 'Name',
  'cal.p.ends': 'Ends',
  'cal.p.until': 'until {time}',
  'cal.p.tithi': 'Tithi',
  'cal.p.drikTithi': 'Drik tithi',
  'cal.p.nakshatra': 'Nakshatra',
  'cal.p.yoga': 'Yoga',
  'cal.p.karana': 'Karana',
  'cal.p.karanaNext': 'Next karana',
  'cal.p.moonRashi': 'Moon sign (rashi)',
  'cal.p.sunRashi': 'Sun sign',
  'cal.p.ritu': 'Ritu (season)',
  'cal.p.ayana': 'Ayana',
  'cal.p.lunarMonth': 'Lunar month',
  'cal.p.ns': 'Nepal Sambat',
  'cal.p.sunrise': 'Sunrise',
  'cal.p.sunset': 'Sunset',
  'cal.p.moonrise': 'Moonrise',
  'cal.p.moonset': 'Moonset',
  'cal.p.festivals': 'Festivals',
  'cal.noData.title': 'Calendar unavailable — Patro',
  'cal.noData.heading': 'The calendar could not be loaded',
  'cal.noData.body': 'There was a problem with the connection or our server. Please try again in a moment.',
  'cal.noData.retry': 'Try again',
  'cal.home.upcoming': 'Coming festivals and holidays',
  'cal.home.noUpcoming': 'No major festivals or holidays in the coming days.',
  'cal.home.todayEvents': 'Today’s festivals and days',
  'cal.home.noTodayEvents': 'No festivals today.',
  'cal.home.panchanga': 'Today’s panchanga',
  'cal.home.dayDetails': 'Today’s details',
  'cal.home.monthHeading': 'This month',
  'conv.meta.title': 'Nepali Date Converter — BS, AD and NS — Patro',
  'conv.meta.description':
    'Convert dates between Bikram Sambat, Gregorian (AD) and Nepal Sambat, with weekday and tithi.',
  'conv.heading': 'Date Converter',
  'conv.intro': 'Convert a date between Bikram Sambat, the Gregorian calendar and Nepal Sambat.',
  'conv.from': 'Convert from',
  'conv.base.BS': 'Bikram Sambat (BS)',
  'conv.base.AD': 'Gregorian (AD)',
  'conv.base.NS': 'Nepal Sambat (NS)',
  'conv.short.BS': 'BS',
  'conv.short.AD': 'AD',
  'conv.short.NS': 'NS',
  'conv.year': 'Year',
  'conv.month': 'Month',
  'conv.day': 'Day',
  'conv.nsDay': 'Tithi',
  'conv.submit': 'Convert',
  'conv.result': 'Converted date',
  'conv.weekday': 'Weekday',
  'conv.notExist': '{date} ({base}) does not exist.',
  'conv.error': 'The date could not be converted: {message}',
  'conv.invalid.year': 'Only {base} years {min} to {max} can be converted.',
  'conv.invalid.month': 'A {base} month is 1 to {max}.',
  'conv.invalid.day': 'A day is 1 to {max}.',
  'conv.openDay': 'Open this day in the calendar',
  'hol.meta.title': 'Government holidays BS {year} — Patro',
  'hol.meta.description': 'National and restricted public holidays of BS {year}, with dates and weekdays.',
  'hol.heading': 'Government holidays of BS {year}',
  'hol.prevYear': 'Previous year: {year}',
  'hol.nextYear': 'Next year: {year}',
  'hol.national': 'National holiday',
  'hol.restricted': 'Restricted holiday',
  'hol.date': 'Date',
  'hol.name': 'Holiday',
  'hol.kind': 'Type',
  'hol.empty': 'The holiday list of this year is not available.',
  'hol.summary': '{national} national holidays, {restricted} restricted holidays',
  'hol.source.published': 'From the holiday list published by the Government of Nepal.',
  'hol.source.computed':
    'The government’s list for this year is not out yet: computed from the festival rules, and may change.',
  'cal.mine': 'My events',
  'cal.mineMonth': 'My events this month',
  'cal.more': '+{count} more',
  'widget.open': 'Open in Patro',
  'widget.name.today': 'Today’s date',
  'widget.name.month': 'Month calendar',
  'widget.name.converter': 'Date converter',
  'widget.name.forex': 'Exchange rates',
  'widget.name.gold': 'Gold and silver prices',
  // Election (ADR 171).
  'nav.election': 'Election',
  'widget.name.cricket': 'Nepal cricket',
};

export const enPages: Pages = {
  about: {
    title: 'About Patro',
    description:
      'Patro is a bilingual Bikram Sambat, Gregorian and Nepal Sambat calendar with tithi, festivals, holidays, panchanga and daily services.',
    body: `Patro is a bilingual (Nepali and English) calendar for Nepalis in Nepal and around the world. Today's date, tithi, festivals, public holidays and panchanga, and the daily things people check each morning — horoscope, exchange rates, gold and silver prices, news and radio — in one place.

## What Patro offers

- Monthly and yearly calendars in Bikram Sambat (BS), Gregorian (AD) and Nepal Sambat (NS)
- Panchanga with tithi, paksha, nakshatra, yoga and karana
- Festivals, public holidays and auspicious times (suva sait)
- A date converter between BS and AD
- Daily, weekly, monthly and yearly horoscope (rashifal)
- Foreign exchange, gold and silver, petrol and vegetable prices, news and radio
- Personal and organisation calendars with events and reminders

## Where the calendar data comes from

Every day in Patro says where its data came from:

- Official — months, tithis, festivals and holidays as published in the calendars approved by the Nepal Panchanga Nirnayak Bikas Samiti (the national calendar committee). When a new year's calendar is published, we add it as a data file.
- Projected — the widely used projected month lengths for coming years whose official calendar has not been published yet. These dates may change once it is.
- Computed — our own calculation from the Surya Siddhanta model, used for the distant past and future. It may differ from an official calendar.

Public holidays follow the notices of the Government of Nepal, Ministry of Home Affairs.

## Why Patro

Patro opens fast, works on inexpensive phones and weak connections, and reads naturally in both Nepali and English. "Today" always means the day in Nepal time (Kathmandu), wherever you are.

## Contact

For suggestions, corrections or help, write to us through the contact page. Your feedback makes Patro better.`,
  },
  disclaimer: {
    title: 'Disclaimer',
    description:
      'Important information about the dates, tithis, festivals, auspicious times and prices shown on Patro.',
    body: `The information on Patro is provided for general use. We work to keep it accurate and up to date, but we cannot guarantee that it is free of errors.

## Dates and tithis

For years whose official calendar has been published, Patro uses data from the calendars approved by the Nepal Panchanga Nirnayak Bikas Samiti. Dates for other years are projected or computed, and may differ from the official calendar once it is published. Each day shows its source: official, projected or computed.

## Religious observances and auspicious times

The dates and times of festivals, fasts, shraddha, weddings, bratabandha and other rites can differ by place, tradition and almanac. For such occasions, please always confirm with your priest, astrologer or an approved local calendar.

## Public holidays

The Government of Nepal decides public holidays. When it adds or changes a holiday, it may take a little while for Patro to be updated.

## Horoscope

Horoscopes are for entertainment and general guidance. For decisions about health, money, law or other important matters, consult a qualified professional.

## Prices and news

Exchange rates and gold, silver, petrol and vegetable prices are taken from public sources and shown with their date. When a source is unavailable, the last price received is shown with its date; we never invent figures. Confirm prices with your bank or shop before a transaction. News and radio content belongs to its publishers.`,
  },
  policies: {
    title: 'Privacy Policy',
    description: 'What information Patro keeps, why, and what your rights are.',
    body: `Your privacy matters to us. This policy explains what information Patro keeps, why it keeps it, and how you can control it.

## Using Patro without an account

You do not need an account to read the calendar, horoscope, prices, news and other public pages. We do not ask for your name or email for them.

## What we keep when you create an account

- Your email address and name — to sign you in, verify your account and help if you forget your password
- Your password — only as a secure hash; we never store the password itself
- The calendars, events, reminders and sharing invitations you create
- Your preferences, such as the dark theme or whether to show unverified events
- The state of your subscription and payments (the transaction reference from the payment provider, never your card or wallet secrets)
- A browser registration for push notifications, if you allow them

## Paramarsha

The birth details you send for a paramarsha (gender, date, time and place of birth), the subject and your question are personal information; questions about health, marriage or property can be sensitive. Only you, the astrologer the request is assigned to and admins can read them; other astrologers cannot. They are deleted with your account.

## Cookies and browser storage

Patro uses only necessary cookies: to remember your chosen theme (theme) and language (lang), and to keep you signed in. These cookies are not used for advertising or tracking. Notifications are kept only in your browser's session storage.

## What we never do

- We do not sell or rent your personal information
- We do not show your private calendars and events to others, except what you choose to share
- We do not hand your information to anyone unless the law requires it

## Your rights

You can see, correct or delete your information at any time, including deleting your account. When you delete your account, your calendars, events and personal information are removed; only payment records that the law requires us to keep are retained for the required period.

## Security

All traffic is encrypted (HTTPS), passwords are stored hashed, and every request is checked to make sure you are allowed to see the information it asks for.

## Changes and contact

If this policy changes, the new version will be published on this page with its date. For privacy questions, write to us through the contact page.`,
  },
  terms: {
    title: 'Terms of Service',
    description: 'The terms that apply when you use Patro and its services.',
    body: `By using Patro you agree to these terms. Please read them carefully.

## The service

Patro provides a Nepali calendar, panchanga, horoscope, prices, news, radio and related services. We may improve, add to or discontinue parts of the service.

## Your account

- Give accurate information when you create an account and keep your password secret.
- You are responsible for everything done through your account.
- Do not use another person's account or try to access the service without authorisation.

## Your content

The calendars and events you create are yours. We use them only as far as needed to run the service (store them, show them, and share them with the people you choose). Do not post content that is illegal, abusive or infringes the rights of others.

## Subscriptions and payments

The ad-free subscription is annual, at the price shown on the subscription page. A trial does not renew automatically when it ends. Payments are made through providers such as eSewa and Khalti.

## Fair use

Do not scrape the service's data in bulk by automated means, disrupt the service, or use it to harm others.

## Limitation of liability

Patro's dates, tithis, auspicious times, horoscopes and prices are informational; see the Disclaimer. To the extent the law allows, we are not liable for losses caused by relying on them.

## Governing law

These terms are governed by the laws of Nepal.

## Changes

If these terms change, the new version will be published on this page. Continuing to use the service after a change means you accept the new terms.`,
  },
  deletion: {
    title: 'Deleting your account and data',
    description:
      'How to delete your Patro account and all data linked to it, what is deleted and how long it takes.',
    body: `You can delete your Patro account and all of its data at any time — whether you signed up with e-mail and password or with Google or Facebook.

## How to delete your account

- Log in to Patro.
- Go to the /delete-account page.
- Type your password to confirm. If your account was made with Google or Facebook, type the account's e-mail address instead.
- Press "Delete my account permanently".

## What is deleted

- Your name, e-mail address, password and picture
- All calendars and events you created (birthdays, anniversaries, reminders) and their reminders
- Your settings (dark theme, showing unverified events) and in-app notifications
- The link to your Google or Facebook account, and every sign-in session

## How long it takes

The account and everything above are deleted as soon as you confirm, and you are signed out on every device at once. A deleted account cannot be restored.

## If you cannot log in

If you forgot your password, set a new one at /forgot-password first. If that is not possible, write to us through the contact page from the account's e-mail address, and we will delete the account within 30 days.`,
  },
  facebookDeletion: {
    title: 'Facebook data deletion instructions',
    description: 'How to delete the data Patro keeps when you log in with Facebook.',
    body: `When you log in to Patro with Facebook, we keep only your name, e-mail address and the identifier of your Facebook account. There are two ways to delete this data.

## Delete it in Patro

- Log in to Patro with Facebook.
- Go to the /delete-account page.
- Type your account's e-mail address to confirm and press "Delete my account permanently".

This deletes your account, the link to Facebook, and all your calendars, events, settings and notifications, at once and permanently.

## Remove Patro in Facebook

- In Facebook, open Settings & privacy → Settings → Apps and websites.
- Choose Patro and press "Remove".

Facebook then stops sharing new information with Patro. To delete the account and data kept in Patro, use the first way above.

## Contact

If you cannot log in, write to us through the contact page and we will delete the account and its data within 30 days.`,
  },
};

/** English strings of the account screens (keys as `npAccount` in np.ts). */
export const enAccount: AccountMessages = {
  'meta.login': 'Log in — Patro',
  'meta.signup': 'Sign up — Patro',
  'meta.userVerify': 'E-mail verification — Patro',
  'meta.verification': 'Signing in — Patro',
  'meta.forgot': 'Forgot password — Patro',
  'meta.delete': 'Delete your account — Patro',
  'meta.description': 'Your Patro account: birthdays, anniversaries and reminders beside the festivals.',
  'tabs.label': 'Log in or sign up',
  'tabs.login': 'Log in',
  'tabs.signup': 'Sign up',
  'login.heading': 'Log in to Patro',
  'signup.heading': 'Create your Patro account',
  intro: 'Keep your birthdays, anniversaries and reminders beside the festivals.',
  'field.fullName': 'Full name',
  'field.email': 'E-mail',
  'field.password': 'Password',
  'field.newPassword': 'New password',
  'field.confirmPassword': 'Type the new password again',
  'field.passwordHint': '8 to 128 characters',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'password.showShort': 'Show',
  'password.hideShort': 'Hide',
  'login.submit': 'Log in',
  'signup.submit': 'Create account',
  'signup.sent': 'We sent a link to {email} — open it to finish.',
  'signup.sentHint': 'It can take a minute or two to arrive; look in the spam folder too.',
  'signup.resend': 'Send the link again',
  'signup.resent': 'Sent again. Only the newest link works.',
  pending: 'Please wait…',
  'login.forgot': 'Forgot password?',
  'social.or': 'or',
  'social.google': 'Continue with Google',
  'social.facebook': 'Continue with Facebook',
  'error.oauth':
    'Signing in with Google or Facebook did not work. Please try again, or log in with your e-mail and password.',
  'error.nameRequired': 'Please enter your name',
  'error.nameLong': 'The name can be at most 100 characters',
  'error.email': 'Please enter a valid e-mail address',
  'error.passwordRequired': 'Please enter your password',
  'error.passwordShort': 'The password must be at least 8 characters',
  'error.passwordLong': 'The password can be at most 128 characters',
  'error.mismatch': 'The two passwords do not match',
  'error.generic': 'Something Went Wrong',
  'signedIn.as': 'You are signed in as {name}.',
  'signedIn.continue': 'Continue',
  'verify.heading': 'E-mail verification',
  'verify.working': 'Verifying your e-mail…',
  'verify.expired': 'This verification link has expired.',
  'verify.invalid': 'This verification link is not valid or has already been used.',
  'verify.resend': 'Send a new link',
  'verify.resent': 'A new verification link has been e-mailed to you.',
  'link.calendar': 'Go to the calendar',
  'link.login': 'Log in',
  'link.home': 'Go to the home page',
  'verification.heading': 'Signing in',
  'verification.working': 'Signing you in…',
  'forgot.heading': 'Forgot your password?',
  'forgot.intro':
    'Enter the e-mail address of your account and we will send you a link to set a new password.',
  'forgot.submit': 'Send the link',
  'forgot.sent':
    'If an account exists for this address, we have e-mailed a link to set a new password. Please check your inbox (and the spam folder).',
  'reset.heading': 'Set a new password',
  'reset.submit': 'Change password',
  'reset.done': 'Your password has been changed. You can now log in with the new password.',
  'delete.heading': 'Delete your account',
  'delete.intro': 'Deleting your account permanently removes:',
  'delete.item.profile': 'your name, e-mail address and password',
  'delete.item.calendars': 'all your calendars and events (birthdays, anniversaries, reminders)',
  'delete.item.settings': 'your settings, notifications and Google or Facebook connections',
  'delete.warning': 'This cannot be undone.',
  'delete.passwordLabel': 'Type your password to confirm',
  'delete.emailLabel': 'Type your e-mail address to confirm',
  'delete.socialNote':
    'Your account was made with Google or Facebook, so confirm with your e-mail address instead of a password.',
  'delete.submit': 'Delete my account permanently',
  'delete.checking': 'Checking your account…',
};
