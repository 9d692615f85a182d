import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
// Where the SMTP receiver writes the mails it captures; workers inherit it to read reset codes.
const mailDir = (process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'wellness-mail-')));

/** Debian's chromium; Playwright never downloads a browser here. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // A test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  // flood.spec.ts holds the global booking ceiling exceeded for a minute after it ends, so it runs
  // once every other spec has finished (their bookings would otherwise be refused with 429).
  projects: [
    { name: 'site', testIgnore: /flood\.spec\.ts$/ },
    { name: 'flood', testMatch: /flood\.spec\.ts$/, dependencies: ['site'] },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  // A real SMTP receiver, and the whole site as `npm start` serves it, on its own port and a throw-away database.
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: 'node support/smtp-capture.mjs',
          port: smtpPort,
          reuseExistingServer: false,
          env: { MAIL_CAPTURE_DIR: mailDir, SMTP_PORT: String(smtpPort) },
        },
        {
          command: 'node ../scripts/start.mjs',
          url: `${baseURL}/api/health`,
          timeout: 600_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            PORT: String(port),
            DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wellness-e2e-')),
            SEED_DEMO: '1',
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            MAIL_FROM: 'Kothrud Wellness <no-reply@kothrudwellness.test>',
            RATE_LIMIT_LOGINS: '1000',
            RATE_LIMIT_BOOKINGS: '1000',
            RATE_LIMIT_CODES: '1000',
            // flood.spec.ts sends from many addresses (X-Forwarded-For) and goes over the global booking
            // ceiling, set above what the other specs book in a minute.
            TRUST_PROXY: 'true',
            BOOKINGS_PER_MINUTE: '300',
            LOG_LEVEL: 'warn',
            // Every answer the screens read is checked against its route's schema (a 500 on a field it lacks).
            CHECK_ANSWERS: '1',
          },
        },
      ],
});
