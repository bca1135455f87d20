import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { startTestPushService } from '../../apps/api/test/push-service';
import { pushServiceCertificate } from '../push-certificate';
import { TODAY } from './calendar-helpers';
import { apiFrom, isPhone, logOutVia, setPrefs, shot, signUpVerified } from './helpers';

/** Install, offline, update and push (ADR 142–144). */

const SW_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/build/client/sw.js',
);
const [Y, M] = TODAY.bs.split('-');
const MONTH = `/calendar/bs/${Y}-${M}`;
const NEXT_MONTH = `/calendar/bs/${Y}-${String(Number(M) + 1).padStart(2, '0')}`;

/** Waits until the service worker controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function kept(page: Page, pathname: string): Promise<boolean> {
  return page.evaluate(async (p) => Boolean(await caches.match(p)), pathname);
}

function workerVersion(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve((e.data as { version?: string }).version ?? null);
        controller.postMessage({ type: 'patro:version' }, [channel.port2]);
      }),
  );
}

test('offline: kept pages open with the offline notice, an unkept page shows the offline page', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await setPrefs(context, baseURL, { lang: 'en', theme: 'light' });
  await page.goto('/');
  await controlled(page);
  // The worker keeps this and next month and today's panchanga once it runs (rules.ts pagesToKeep).
  await expect.poll(() => kept(page, NEXT_MONTH), { timeout: 20_000 }).toBe(true);
  await page.goto(MONTH);
  await expect.poll(() => kept(page, MONTH)).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
    await expect(page.locator('h1')).toContainText('2083');
    await shot(page, testInfo, 'pwa-offline-month', false);

    // Kept by the worker, never opened by the reader.
    await page.goto(NEXT_MONTH);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.locator('h1')).toContainText('2083');

    // The converter (kept ahead) converts with the engine in the browser.
    await page.goto('/nepali-to-english-date-converter');
    const form = page.locator('.converter-form');
    await form.locator('#conv-base').selectOption('BS');
    await form.locator('#conv-year').selectOption('2083');
    await form.locator('#conv-month').selectOption('8');
    await form.locator('#conv-day').selectOption('8');
    await form.getByRole('button').click();
    await expect(page.getByTestId('conv-ad')).toHaveText(/24.*2026|2026.*24/);
    await expect(page.locator('.converter-result')).toContainText('Tuesday');
    await shot(page, testInfo, 'pwa-offline-converter', false);

    // Never opened and not kept: the offline page, with links to what is kept.
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByTestId('offline-pages').locator(`a[href="${MONTH}"]`)).toBeVisible();
    await shot(page, testInfo, 'pwa-offline-page', false);
    await page.getByTestId('offline-pages').locator(`a[href="${MONTH}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${MONTH}$`));
    await expect(page.locator('h1')).toContainText('2083');
  } finally {
    await context.setOffline(false);
  }
  // Back online the banner goes.
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test(
  'update: a new worker is announced, /update reloads into it',
  { tag: '@desktop' },
  async ({ page, context, baseURL }, testInfo) => {
    await setPrefs(context, baseURL, { lang: 'en', theme: 'light' });
    await page.goto('/');
    await controlled(page);
    const before = await workerVersion(page);
    expect(before).toMatch(/^[0-9a-f]{12}$/);
    const original = await readFile(SW_FILE, 'utf8');
    const next = 'e2eupdate001';
    try {
      // A new build of the worker: other bytes, another build id.
      await writeFile(SW_FILE, original.replace(before as string, next));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(page.getByTestId('update-notice')).toContainText('A new version of Patro is ready');
      await shot(page, testInfo, 'pwa-update-notice', false);

      await page.goto('/update');
      await expect(page.getByTestId('update-state')).toContainText('A new version is downloaded and waiting');
      const reloaded = page.waitForEvent('load');
      await page.getByTestId('update-state').getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect.poll(() => workerVersion(page), { timeout: 15_000 }).toBe(next);
      await expect(page.getByTestId('update-notice')).toHaveCount(0);
      await expect(page.getByTestId('update-state')).toContainText(
        'You are using the latest version of Patro.',
      );
      await expect(page.getByTestId('update-state')).toContainText(`Version on this device: ${next}`);
    } finally {
      await writeFile(SW_FILE, original);
    }
  },
);

test('/update in both languages: what changed, and up to date', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  for (const [lang, heading, current] of [
    ['np', 'पात्रोका अद्यावधिकहरू', 'तपाईं पात्रोको पछिल्लो संस्करण चलाउँदै हुनुहुन्छ।'],
    ['en', 'Updates to Patro', 'You are using the latest version of Patro.'],
  ] as const) {
    await setPrefs(context, baseURL, { lang });
    await page.goto('/update');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.changelog li')).toHaveCount(7);
    await expect(page.getByTestId('update-state')).toContainText(current);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, testInfo, `pwa-update-${lang}`);
  }
});

const PASSWORD = 'correct horse battery';

/** The worker's registration id over a CDP session (which must stay the one that delivers). */
async function registrationId(cdp: CDPSession, page: Page): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find(
        (r) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin),
      );
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** What the push test reads and clicks, per language. */
const PUSH_WORDS = {
  np: {
    lang: 'np',
    email: 'इमेल',
    password: 'पासवर्ड',
    login: 'लगइन गर्नुहोस्',
    account: 'खाता मेनु: Maya Gurung',
    bell: 'सूचनाहरू',
    bellOne: 'सूचनाहरू (१ नयाँ)',
    bellTwo: 'सूचनाहरू (२ नयाँ)',
    allow: 'सूचना अनुमति दिनुहोस्',
    on: 'यस ब्राउजरमा सूचना खुला छ।',
    morningAt: 'बिहानको सारांश पठाउने समय',
    save: 'सुरक्षित गर्नुहोस्',
    saved: 'सुरक्षित भयो।',
    logout: 'लगआउट',
    // The published day of CLOCK_AT (bs-2083.json): Tuesday 8 Mangsir 2083, Purnima, Guru Nanak Jayanti.
    morningTitle: 'मंगलबार, २०८३ मंसिर ८',
    morningTithi: 'पूर्णिमा',
    reminderToday: 'कार्यक्रम आज',
  },
  en: {
    lang: 'en',
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    account: 'Account menu: Maya Gurung',
    bell: 'Notifications',
    bellOne: 'Notifications (1 new)',
    bellTwo: 'Notifications (2 new)',
    allow: 'Allow notifications',
    on: 'Notifications are on for this browser.',
    morningAt: 'Morning summary at',
    save: 'Save',
    saved: 'Saved.',
    logout: 'Log Out',
    morningTitle: 'Tuesday, 8 Mangsir 2083',
    morningTithi: 'Purnima',
    reminderToday: 'Event today at',
  },
} as const;

test.describe('push', () => {
  // A reader in Nepal: the device registers Asia/Kathmandu, the zone its morning time is in.
  test.use({ timezoneId: 'Asia/Kathmandu' });

  test('allow on this browser; a reminder and the morning summary come through the push service and the worker to the bell; logout unregisters', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    // The morning job ticks once a minute; the reminder is due at the start of the next minute.
    test.setTimeout(240_000);
    // Once per project, one language each: the phone in Nepali, the desktop in English.
    const w = PUSH_WORDS[isPhone(testInfo) ? 'np' : 'en'];
    // The push service the API sends to: it checks the VAPID signature and decrypts each message
    // with the subscription's private key, as a browser vendor's service and the browser would.
    const service = await startTestPushService({
      certificate: pushServiceCertificate(process.env.E2E_DATA_DIR as string),
    });
    try {
      const subscription = service.subscribe();
      await setPrefs(context, baseURL, { lang: w.lang, theme: 'light' });
      const email = `pwa-${Date.now().toString(36)}@example.com`;
      const token = (await signUpVerified({ fullName: 'Maya Gurung', email, password: PASSWORD }))
        .accessToken;

      await page.goto('/login?redirect=%2F');
      await page.getByLabel(w.email, { exact: true }).fill(email);
      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: w.login, exact: true }).click();
      await expect(page.getByRole('button', { name: w.account })).toBeVisible();
      await controlled(page);

      // Chromium refuses push subscriptions in Playwright's off-the-record contexts ("permission
      // denied") and cannot reach its own push service here, so subscribing hands the page a
      // subscription at the local push service instead; everything after it (API, job engine,
      // encryption, worker, bell) is the product's own.
      await page.addInitScript(
        (json) => {
          let current: unknown = null;
          PushManager.prototype.subscribe = async () => {
            current = {
              endpoint: json.endpoint,
              toJSON: () => json,
              unsubscribe: async () => {
                localStorage.setItem('e2e:unsubscribed', '1');
                return true;
              },
            };
            return current as PushSubscription;
          };
          PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
        },
        { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
      );
      await page.goto('/');
      await expect(page.getByRole('button', { name: w.account })).toBeVisible();
      await context.grantPermissions(['notifications'], { origin: baseURL });
      await page.getByRole('button', { name: w.bell, exact: true }).click();
      const settings = page.getByTestId('push-settings');
      await settings.getByRole('button', { name: w.allow }).click();
      await expect(settings).toContainText(w.on);
      // The morning summary at 09:00, the hour the suite's clock starts at (CLOCK_AT): it is due
      // at the job's next tick.
      await settings.getByLabel(w.morningAt).fill('09:00');
      await settings.getByRole('button', { name: w.save, exact: true }).click();
      await expect(settings).toContainText(w.saved);
      await shot(page, testInfo, `pwa-push-on-${w.lang}`, false);
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
      const uuid = await page.evaluate(() => localStorage.getItem('uuid'));
      expect(uuid).toBeTruthy();

      // The API knows this browser as the user's device: its zone, time and topics.
      const device = await apiFrom('GET', `/userfcm/${uuid}`, undefined, token);
      expect(device.status).toBe(200);
      expect(device.body).toMatchObject({
        device: {
          // Chromium (and Node) give ICU's name of the zone, Asia/Katmandu; both name one zone.
          tz: expect.stringMatching(/^Asia\/Kath?mandu$/),
          morning_time: '09:00',
          lang: w.lang,
          osname: 'Linux',
        },
      });
      expect((device.body.device as { topics: string[] }).topics).toEqual(
        expect.arrayContaining(['morning', 'reminders']),
      );

      // An event at the start of the next minute with a reminder at its start (the reminder job
      // runs on the real clock, every 2 s in this suite).
      const calendars = await apiFrom('GET', '/users/calendars', undefined, token);
      const own = (calendars.body.data as { calendars: { id: number; default_calendar: number }[] })
        .calendars;
      const calendarId = (own.find((c) => c.default_calendar === 1) ?? own[0])?.id;
      const startsAt = new Date(Date.now() + (345 + 1) * 60_000).toISOString();
      const title = `Call Hajurba ${testInfo.project.name}`;
      const created = await apiFrom(
        'POST',
        '/events',
        {
          calendar_id: calendarId,
          title,
          base: 'AD',
          date: startsAt.slice(0, 10),
          all_day: false,
          start_time: startsAt.slice(11, 16),
          repeat: { frequency: 'none' },
          reminders: [0],
        },
        token,
      );
      expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);

      // Both reach the push service, signed with the API's VAPID key and readable only with the
      // subscription's keys.
      const titles = () =>
        service.received
          .filter((r) => r.endpoint === subscription.endpoint)
          .map((r) => (r.payload as { title: string }).title);
      await expect
        .poll(titles, { timeout: 150_000, intervals: [1_000] })
        .toEqual(expect.arrayContaining([title, w.morningTitle]));
      expect(service.problems).toEqual([]);
      const morning = service.received.find((r) => (r.payload as { title: string }).title === w.morningTitle)
        ?.payload as { message: string; clickAction: string };
      expect(morning.message).toContain(w.morningTithi);
      expect(morning.clickAction).toBe(`/calendar/bs/${TODAY.bs}`);

      // The page collects the in-app reminders too (each minute, and when it comes back into
      // view): let it collect now, so the reminder reaches the bell before its push does.
      await expect
        .poll(
          async () =>
            ((await apiFrom('GET', '/notifications', undefined, token)).body.data as unknown[]).length,
          { timeout: 30_000 },
        )
        .toBe(1);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByRole('button', { name: w.bellOne })).toBeVisible();

      // The browser's part: each decrypted message handed to the service worker as its push
      // event, the worker passes it to the open page's bell. The reminder it already has stays one.
      const cdp = await context.newCDPSession(page);
      const registration = await registrationId(cdp, page);
      for (const push of service.received.filter((r) => r.endpoint === subscription.endpoint)) {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: new URL(baseURL as string).origin,
          registrationId: registration,
          data: JSON.stringify(push.payload),
        });
      }
      await expect(page.getByRole('button', { name: w.bellTwo })).toBeVisible();
      await page.getByRole('button', { name: w.bellTwo }).click();
      const summary = page.locator('.notification-list a', { hasText: w.morningTitle });
      await expect(summary).toBeVisible();
      await expect(summary).toHaveAttribute('href', `/calendar/bs/${TODAY.bs}`);
      await expect(summary).toContainText(w.morningTithi);
      const reminder = page.locator('.notification-list a', { hasText: title });
      await expect(reminder).toHaveCount(1);
      await expect(reminder).toBeVisible();
      await expect(reminder).toContainText(w.reminderToday);
      await shot(page, testInfo, `pwa-push-bell-${w.lang}`, false);

      // Logout sends the uuid: the API forgets the device, the browser its subscription.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: w.account }).click();
      await logOutVia(page, page.getByRole('button', { name: w.logout }));
      await expect(page.getByRole('button', { name: w.account })).toHaveCount(0);
      const gone = await apiFrom('POST', '/register-webTopics', { uuid, topics: [] }, token);
      expect(gone.status).toBe(404);
      expect(await page.evaluate(() => localStorage.getItem('fcm'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('e2e:unsubscribed'))).toBe('1');
    } finally {
      await service.close();
    }
  });
});

// Issue 22 §2: with a push service that cannot be reached, "Allow notifications" stayed on
// "Working…" for minutes. The page's clock is moved past the wait; the reader is told in the
// page's language and can try again.
test('allow notifications: a push service that never answers gives up with a message, and the reader can try again', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const w = PUSH_WORDS[isPhone(testInfo) ? 'np' : 'en'];
  const gaveUp = {
    np: 'ब्राउजरको सूचना सेवाले जवाफ दिएन',
    en: 'The browser’s push service did not answer',
  }[w.lang];
  const working = { np: 'हुँदैछ…', en: 'Working…' }[w.lang];
  await setPrefs(context, baseURL, { lang: w.lang, theme: 'light' });
  const email = `pwa-stuck-${Date.now().toString(36)}@example.com`;
  await signUpVerified({ fullName: 'Maya Gurung', email, password: PASSWORD });
  await page.goto('/login?redirect=%2F');
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: w.login, exact: true }).click();
  await expect(page.getByRole('button', { name: w.account })).toBeVisible();
  await controlled(page);
  // A push service that never answers.
  await page.addInitScript(() => {
    PushManager.prototype.subscribe = () => {
      const asked = Number(sessionStorage.getItem('e2e:subscribe-asked') ?? 0);
      sessionStorage.setItem('e2e:subscribe-asked', String(asked + 1));
      return new Promise<PushSubscription>(() => {});
    };
    PushManager.prototype.getSubscription = async () => null;
  });
  await page.clock.install();
  await page.goto('/');
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.getByRole('button', { name: w.bell, exact: true }).click();
  const settings = page.getByTestId('push-settings');
  for (let attempt = 0; attempt < 2; attempt++) {
    await settings.getByRole('button', { name: w.allow }).click();
    await expect(settings.getByRole('button', { name: working })).toBeDisabled();
    // The page has asked the push service (and started its wait) …
    await expect
      .poll(() => page.evaluate(() => Number(sessionStorage.getItem('e2e:subscribe-asked') ?? 0)))
      .toBe(attempt + 1);
    // … which never answers: past the page's wait, it gives up.
    await page.clock.runFor(10_000);
    await expect(settings).toContainText(gaveUp);
    // The button is back: the reader may try again.
    await expect(settings.getByRole('button', { name: w.allow })).toBeEnabled();
  }
  await shot(page, testInfo, `pwa-push-timeout-${w.lang}`, false);
});
