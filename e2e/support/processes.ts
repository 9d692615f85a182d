import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** sha256 of every file under a folder, by relative path. */
export function hashTree(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else result[child] = sha256(fs.readFileSync(path.join(dir, child)));
    }
  };
  walk('');
  return result;
}
