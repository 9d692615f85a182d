#!/usr/bin/env node
// How soon the admin Customers List is usable in the browser with 5,000 customers in the database.
// Starts the built server on a temporary SQLite file, books the customers over HTTP, signs in as the demo
// admin in Debian's chromium and times /admin-panel/customer-list from navigation to the first row on screen.
// Prints the figures; asserts nothing. Usage: node scripts/bench-admin-list.mjs [--customers 5000] [--runs 3]
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import harness from './lib/harness.cjs';

const { apiUrl, bookingFixture, REPO_ROOT: root, startApi } = harness;
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const customers = arg('customers', 5000);
const runs = arg('runs', 3);
const port = arg('port', undefined);

const server = await startApi({
  dataDir: mkdtempSync(path.join(tmpdir(), 'bench-list-')),
  port,
  env: { WEB_ROOT: root, RATE_LIMIT_BOOKINGS: '1000000', BOOKINGS_PER_MINUTE: '1000000', RATE_LIMIT_LOGINS: '1000' },
});
const { base } = server;
process.on('exit', () => server.process.kill('SIGTERM'));

async function book(count) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = (next += 1);
      const response = await fetch(apiUrl(base, ENDPOINTS.addCustomer), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          bookingFixture({
            name: `Customer ${String.fromCharCode(65 + (n % 26))}${'abcdefghij'[n % 10]}`,
            email: `c${n}@example.com`,
            address: `${n} Karve Road, Kothrud, 411038`,
            issue: '',
            therapy: '',
            preferGender: 'any',
          }),
        ),
      });
      if (!response.ok) throw new Error(`booking ${n} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}

const booked = Date.now();
await book(customers);
console.log(`booked ${customers} customers in ${((Date.now() - booked) / 1000).toFixed(1)} s`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${base}/`);
await page.getByRole('button', { name: 'Log In' }).click();
await page.getByRole('dialog', { name: 'Select Your Role' }).getByRole('button', { name: 'Admin' }).click();
const login = page.getByRole('dialog', { name: 'Login as Admin' });
await login.getByLabel('Email').fill('admin@kothrudwellness.demo');
await login.getByLabel('Password').fill('Admin@1234');
await login.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/admin-panel/);

const times = [];
for (let run = 0; run < runs; run += 1) {
  const started = Date.now();
  await page.goto(`${base}/admin-panel/customer-list`);
  await page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
  times.push(Date.now() - started);
}
await browser.close();
await server.stop();
times.sort((a, b) => a - b);
console.log(
  `Customers List with ${customers} customers, page load to first row on screen: ${times.map((t) => `${t} ms`).join(', ')} (median ${times[Math.floor(times.length / 2)]} ms)`,
);
process.exit(0);
