#!/usr/bin/env node
// `npm start`: builds whatever is missing, then serves the shell, every remote and the API from one port.
// `npm start -- --rebuild` builds everything again first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotes = Object.keys(JSON.parse(readFileSync(path.join(root, 'config/remotes.json'), 'utf8')));
const rebuild = process.argv.includes('--rebuild');

// In build order: the API needs shared's compiled rules; the front end builds from source.
const outputs = [
  ['shared', 'shared/dist/index.js'],
  ['api', 'api/dist/server.js'],
  // wake.js: the pre-rendered pages' start script, which a shell built before it existed lacks.
  ['shell', 'shell/dist/wake.js'],
  ...remotes.map((remote) => [remote, `${remote}/dist/remoteEntry.js`]),
];

for (const [workspace, output] of outputs) {
  if (!rebuild && existsSync(path.join(root, output))) continue;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${workspace} failed.`);
    process.exit(result.status ?? 1);
  }
}

// The public pages as HTML that already holds their content (without a browser it says so and goes on).
if (rebuild || !existsSync(path.join(root, 'shell/dist/prerendered/index.html'))) {
  console.log('Pre-rendering the public pages...');
  if (spawnSync(process.execPath, [path.join(root, 'scripts/prerender/index.mjs')], { cwd: root, stdio: 'inherit' }).status !== 0) {
    console.warn('Pre-rendering failed: the public pages are served without it.');
  }
}

const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { WEB_ROOT: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
