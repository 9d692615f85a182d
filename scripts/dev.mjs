#!/usr/bin/env node
// `npm run dev`: the API, the shell and each remote on its own dev server with hot reload.
// The shell (http://localhost:3000) reads remote addresses from its dev remotes.json and proxies /api.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotes = Object.keys(JSON.parse(readFileSync(path.join(root, 'config/remotes.json'), 'utf8')));
const workspaces = ['api', 'shell', ...remotes];

// The API and mf-public's build configuration (its sitemap) read the shared package's build: it goes first.
execFileSync('npm', ['run', 'build', '--workspace', 'shared'], { cwd: root, stdio: 'inherit' });

const child = spawn(
  'npx',
  ['concurrently', '--kill-others-on-fail', '--names', workspaces.join(','), ...workspaces.map((ws) => `npm run dev --workspace ${ws}`)],
  { cwd: root, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 0));
