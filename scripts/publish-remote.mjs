#!/usr/bin/env node
// Builds one remote and publishes it into the folder its address serves, without touching the shell or
// the other remotes. See docs/deploy.md.
//
//   npm run publish:remote -- mf-booking --to /srv/remotes/mf-booking \
//       [--url https://booking.example.com/] [--manifest /srv/site/remotes.json] [--from <package folder>] \
//       [--no-build] [--prune]
//
//   <remote>     a folder name of config/remotes.json (mf-public, mf-booking, mf-auth, mf-admin, mf-massager)
//   --to         the folder served at the remote's address (created if missing)
//   --url        the public address of that folder; with --manifest, the remote's line in that remotes.json
//                becomes <url>/mf-manifest.json (written atomically: the next page load uses it)
//   --manifest   the remotes.json the site serves (REMOTES_MANIFEST of the API, or the static host's file)
//   --from       build this package folder instead of the workspace's (a copy of the remote, e.g. a branch)
//   --no-build   publish the remote's existing dist/ as it is
//   --prune      delete files of earlier builds (by default they stay, so pages opened before the
//                deployment can still fetch their lazily loaded chunks)
//
// Order of writes: content-hashed chunks and assets first, then the entry files (main.js, index.html,
// mf-stats.json, remoteEntry.js, and mf-manifest.json last), each through a temporary name and a rename,
// so a visitor never gets an entry that names a chunk not yet copied.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const remotes = require(path.join(root, 'config/remotes.json'));

// Written last, in this order: the manifest (what the shell reads first) is the very last.
const ENTRY_ORDER = ['main.js', 'index.html', 'mf-stats.json', 'remoteEntry.js', 'mf-manifest.json'];
const ENTRY_FILES = new Set(ENTRY_ORDER);

export function usage() {
  return 'usage: npm run publish:remote -- <remote> --to <folder> [--url <public url>] [--manifest <remotes.json>] [--from <package folder>] [--no-build] [--prune]';
}

export function parseArgs(argv) {
  const options = { build: true, prune: false };
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value\n${usage()}`);
      return next;
    };
    if (arg === '--to') options.to = value();
    else if (arg === '--url') options.url = value();
    else if (arg === '--manifest') options.manifest = value();
    else if (arg === '--from') options.from = value();
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--prune') options.prune = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${usage()}`);
    else rest.push(arg);
  }
  options.remote = rest[0];
  if (options.help) return options;
  if (!options.remote || rest.length > 1) throw new Error(usage());
  if (!remotes[options.remote]) throw new Error(`${options.remote} is not a remote of config/remotes.json (${Object.keys(remotes).join(', ')})`);
  if (!options.to) throw new Error(`--to is required\n${usage()}`);
  if (options.manifest && !options.url) throw new Error('--manifest needs --url (the address the remote is served from)');
  return options;
}

/**
 * The remote's production webpack config, from the one factory through the workspace's webpack.config.cjs;
 * for `from` (a copy of the package) the same config pointed at that folder.
 */
export function remoteConfig(remote, from) {
  const workspaceDir = path.join(root, remote);
  const packageDir = path.resolve(from ?? workspaceDir);
  const configFile = path.join(workspaceDir, 'webpack.config.cjs');
  delete require.cache[require.resolve(configFile)];
  const exported = require(configFile);
  const config = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
  if (packageDir !== workspaceDir) {
    if (path.basename(packageDir) !== remote) {
      throw new Error(`--from must be a folder named ${remote} (the factory names the remote after its folder)`);
    }
    config.context = packageDir;
    config.output = { ...config.output, path: path.join(packageDir, 'dist') };
    // The copy resolves its dependencies like the workspace package does (its own first, then the
    // workspace package's, then the factory's: above the copy, then the workspace's).
    config.resolve = {
      ...config.resolve,
      modules: [path.join(packageDir, 'node_modules'), path.join(workspaceDir, 'node_modules'), ...config.resolve.modules],
    };
  }
  return config;
}

/** Runs webpack (Node API) and resolves with the output folder. */
export async function build(config) {
  const { default: webpack } = await import(pathToFileURL(require.resolve('webpack', { paths: [root] })).href);
  await new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
  return config.output.path;
}

function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(dir, rel));
    else files.push(rel);
  }
  return files;
}

function atomicCopy(source, target) {
  const temp = `${target}.publishing-${process.pid}`;
  fs.copyFileSync(source, temp);
  fs.renameSync(temp, target);
}

function atomicWrite(target, text) {
  const temp = `${target}.publishing-${process.pid}`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, target);
}

/** Copies a built dist/ into the served folder: chunks first, entry files last. */
export function publishDist(dist, to, { prune = false } = {}) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(dist, 'remoteEntry.js'))) {
    throw new Error(`${dist} holds no mf-manifest.json and remoteEntry.js: build the remote first`);
  }
  fs.mkdirSync(to, { recursive: true });
  const files = listFiles(dist);
  const chunks = files.filter((f) => !ENTRY_FILES.has(f));
  const entries = ENTRY_ORDER.filter((f) => files.includes(f));
  for (const file of chunks) {
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    atomicCopy(path.join(dist, file), target);
  }
  // The manifest and the entry point last: before this the old build is served whole.
  for (const file of entries) atomicCopy(path.join(dist, file), path.join(to, file));
  if (prune) {
    const keep = new Set(files);
    for (const file of listFiles(to)) if (!keep.has(file)) fs.rmSync(path.join(to, file));
  }
  return { files: files.length, name: JSON.parse(fs.readFileSync(manifestFile, 'utf8')).name };
}

/** Points the remote's line of a remotes.json at its new address (other lines are left as they are). */
export function updateRemotesManifest(manifest, name, url) {
  const entry = `${url.replace(/\/+$/, '')}/mf-manifest.json`;
  let body = { remotes: {} };
  if (fs.existsSync(manifest)) body = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  body.remotes = { ...(body.remotes ?? {}), [name]: entry };
  atomicWrite(manifest, `${JSON.stringify(body, null, 2)}\n`);
  return entry;
}

export async function publishRemote(options) {
  const { remote } = options;
  const { name } = remotes[remote];
  let dist = path.join(path.resolve(options.from ?? path.join(root, remote)), 'dist');
  if (options.build) {
    console.log(`publish-remote: building ${remote}${options.from ? ` from ${options.from}` : ''}`);
    dist = await build(remoteConfig(remote, options.from));
  }
  const to = path.resolve(options.to);
  const result = publishDist(dist, to, { prune: options.prune });
  if (result.name !== name) throw new Error(`${dist} is the build of ${result.name}, not ${name}`);
  console.log(`publish-remote: ${remote} (${result.files} files) published to ${to}`);
  if (options.manifest) {
    const entry = updateRemotesManifest(path.resolve(options.manifest), name, options.url);
    console.log(`publish-remote: ${options.manifest} now loads ${name} from ${entry}`);
  } else if (options.url) {
    console.log(`publish-remote: the line for remotes.json is "${name}": "${options.url.replace(/\/+$/, '')}/mf-manifest.json"`);
  }
  return { dist, to, name };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (options.help) console.log(usage());
    else await publishRemote(options);
  } catch (error) {
    console.error(`publish-remote: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
