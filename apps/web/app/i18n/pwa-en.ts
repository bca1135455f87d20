import type { PwaMessageKey } from './pwa-np';

/** English strings of install, offline, update and push on this browser (keys as pwa-np.ts). */
export const enPwa: Record<PwaMessageKey, string> = {
  'pwa.offline.title': 'Offline',
  'pwa.offline.heading': 'You are offline',
  'pwa.offline.body':
    'This page has not been saved on this device yet, so it cannot open without the internet. The pages below were saved when you opened them and open now.',
  'pwa.offline.saved': 'Saved on this device',
  'pwa.offline.none': 'No pages are saved yet. Open the calendar once while online and it will be kept here.',
  'pwa.offline.converter': 'The date converter works offline too.',
  'pwa.update.title': 'Update',
  'pwa.update.heading': 'Updates to Patro',
  'pwa.update.waiting': 'A new version is downloaded and waiting. Reload to start using it.',
  'pwa.update.current': 'You are using the latest version of Patro.',
  'pwa.update.checking': 'Checking for a new version…',
  'pwa.update.unsupported':
    'This browser does not keep Patro for offline use, so every visit already loads the latest version.',
  'pwa.update.version': 'Version on this device: {version}',
  'pwa.update.changes': 'Recent changes',
  'pwa.change.offline':
    'Patro can be installed on your phone or computer, and the calendar pages you open stay readable offline.',
  'pwa.change.push':
    'Notifications on this browser: morning summaries, festival days, your event reminders and news from organisations you follow.',
  'pwa.change.widgets': 'Web widgets: put today’s date, a month or the converter on your own website.',
  'pwa.change.radio': 'News from Nepali sources and live Nepali radio stations.',
  'pwa.change.rashifal': 'Daily, weekly, monthly and yearly rashifal for every sign.',
  'pwa.change.sharing':
    'Share your calendars with family or colleagues, and follow the public calendars of organisations.',
  'pwa.change.markets': 'Daily gold, silver, forex, petrol and vegetable prices.',
  'pwa.push.heading': 'Notifications on this browser',
  'pwa.push.intro': 'Get Patro’s notifications on this device even when the page is closed.',
  'pwa.push.allow': 'Allow notifications',
  'pwa.push.on': 'Notifications are on for this browser.',
  'pwa.push.topics': 'What to send',
  'pwa.push.topic.morning': 'Morning summary (today’s date, tithi and festivals)',
  'pwa.push.topic.festivals': 'Festival days',
  'pwa.push.topic.reminders': 'My event reminders',
  'pwa.push.topic.organizations': 'News from organisations I follow',
  'pwa.push.morningTime': 'Morning summary at',
  'pwa.push.save': 'Save',
  'pwa.push.saved': 'Saved.',
  'pwa.push.turnOff': 'Turn off on this browser',
  'pwa.push.off': 'Notifications are off for this browser.',
  'pwa.push.denied':
    'Notifications are blocked for this site. To allow them, open the site settings (the icon beside the address bar), set Notifications to Allow, then reload this page.',
  'pwa.push.unsupported': 'This browser cannot receive notifications from websites.',
  'pwa.push.unavailable': 'Notifications are not available on this server right now.',
  'pwa.push.failed': 'Could not turn notifications on: {message}',
  'pwa.push.working': 'Working…',
  'pwa.push.timeout': 'The browser’s push service did not answer. Check the connection and try again.',
};
