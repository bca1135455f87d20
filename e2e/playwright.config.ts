import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CLOCK_AT } from './clock';
import { pushServiceCertificate } from './push-certificate';

export { CLOCK_AT };

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
// Ports can move (E2E_WEB_PORT, E2E_API_PORT) so two checkouts can run their suites side by side.
const webPort = process.env.E2E_WEB_PORT ?? '3100';
const apiPort = process.env.E2E_API_PORT ?? '4100';
export const WEB_URL = `http://localhost:${webPort}`;

// A fresh data directory for the API on every run (PGlite initialises it on first start).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'patro-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The push test's local push service (RFC 8030) serves HTTPS with this certificate.
const pushCertificate = pushServiceCertificate(dataDir);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: WEB_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: no browser downloads are possible here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // A test that belongs to one width says so with a tag (`@desktop`, `@phone`) and runs only in
    // that project: layout sweeps set their own widths, and content checks need one run.
    {
      name: 'phone',
      testIgnore: /no-script\.spec\.ts/,
      grepInvert: /@desktop/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: /no-script\.spec\.ts/,
      grepInvert: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // Every public page with JavaScript off (ADR 081): one phone width, kept fast.
    {
      name: 'no-script',
      testMatch: /no-script\.spec\.ts/,
      use: {
        browserName: 'chromium',
        javaScriptEnabled: false,
        viewport: { width: 360, height: 800 },
        isMobile: true,
      },
    },
  ],
  webServer: {
    // The product launcher (API + web). E2E_WEB_COMMAND may point elsewhere while developing.
    command: process.env.E2E_WEB_COMMAND ?? 'node scripts/start.mjs',
    cwd: repoRoot,
    url: WEB_URL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: webPort,
      API_PORT: apiPort,
      API_URL: `http://localhost:${apiPort}`,
      DATA_DIR: dataDir,
      // Reminders are delivered within seconds, so the reminder test does not wait a minute.
      REMINDER_INTERVAL_SECONDS: '2',
      // The tests follow verification, reset and invitation links from the mail outbox (ADR 163).
      DEV_OUTBOX: '1',
      // The rashifal editor test's first super-admin (ADR 121).
      ADMIN_EMAILS: 'e2e-admin@example.com',
      // "Today" is one published day, not the wall clock (e2e/clock.ts, ADR 072).
      CLOCK_AT,
      // One browser at 127.0.0.1 signs in and up hundreds of times in a run (ADR 096).
      RATE_LIMIT_FACTOR: '20',
      // The API sends Web Push to the suite's local push service, whose certificate it must trust.
      NODE_EXTRA_CA_CERTS: pushCertificate.certPath,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      // The admin feed test serves its feed from a local server, an address the API otherwise refuses (ADR 162).
      OUTBOUND_ALLOW: '127.0.0.1:*',
      // Ad pages on localhost send their counting pixels (spec §7 says not on localhost; ADR 224).
      ADS_COUNT_LOCALHOST: '1',
      // Talk with us (ADR 195): the external contact ways the page shows (test values).
      TALK_EMAIL: 'support@patro.example',
      TALK_MESSAGING: 'Viber|https://invite.viber.com/?g2=patro-e2e',
      // The local eSewa and Khalti stand-ins the subscription test pays through (ADR 180, 185).
      ESEWA_STANDIN_PORT: process.env.E2E_ESEWA_STANDIN_PORT ?? '4010',
      KHALTI_STANDIN_PORT: process.env.E2E_KHALTI_STANDIN_PORT ?? '4011',
    },
  },
});
