import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Waits for the next reset mail to `to` captured by the test's SMTP receiver, and returns its 4-digit code. */
export async function waitForResetCode(to: string, after: number, timeoutMs = 20_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml') && name.includes(to) && Number(name.split('-')[0]) >= after)
      .sort();
    const latest = files.at(-1);
    if (latest) {
      const raw = readFileSync(path.join(dir, latest), 'utf8').replace(/=\r?\n/g, '');
      const code = /code is\D{0,40}?(\d{4})\b/i.exec(raw)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset mail to ${to} arrived`);
}
