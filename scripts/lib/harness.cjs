// The one harness of the scripts and tests that start servers: the benches, the fault scripts, the
// deployment trial (through the command line below), the pre-render and the browser and API tests.
// CommonJS, so that ES-module scripts, jest (CommonJS) and Playwright all load the same file.
//
//   node scripts/lib/harness.cjs free-port        prints a free port
//   node scripts/lib/harness.cjs wait <url>       waits until <url> answers 2xx (exit code 1 after 60 s)
const { execFile, spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');
const SERVER_JS = path.join(REPO_ROOT, 'api', 'dist', 'server.js');

// The rules are read when first needed: the command line runs before anything is built.
const rules = () => require('@wellness/shared/rules');

/**
 * A script's `--name=value` options (a bare `--name` reads 'true').
 * @param {string[]} [argv]
 * @returns {Record<string, string>}
 */
function scriptArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key, value ?? 'true'];
    }),
  );
}

/** Ends a script that needs the built API (code 2) when it is not built, saying what to run. */
function requireBuiltApi() {
  if (fs.existsSync(SERVER_JS)) return;
  console.error(`${SERVER_JS} is missing: run npm run build -w shared && npm run build -w api first.`);
  process.exit(2);
}

/**
 * The checks of a fault script, each printed as held or MISSED under the script's `name`, and its end.
 * @param {string} name
 */
function checklist(name) {
  /** @type {{ held: boolean, what: string }[]} */
  const results = [];
  const log = (/** @type {string} */ line) => console.log(`${name}: ${line}`);
  const check = (/** @type {boolean} */ held, /** @type {string} */ what) => {
    results.push({ held, what });
    log(`${held ? 'held' : 'MISSED'}: ${what}`);
  };
  /** Prints how many held and ends the script: code 1 when any was missed. */
  const finish = () => {
    const missed = results.filter((r) => !r.held);
    log(`${results.length - missed.length} of ${results.length} held${missed.length ? `; missed: ${missed.map((r) => r.what).join('; ')}` : ''}`);
    process.exit(missed.length ? 1 : 0);
  };
  return { log, check, finish };
}

/**
 * A port nobody listens on right now (the OS picks it).
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * An address of the endpoint contract under the API's prefix, e.g. apiUrl(base, ENDPOINTS.login).
 * @param {string} base
 * @param {{ path: string }} endpoint
 */
const apiUrl = (base, endpoint) => `${base}/api${endpoint.path}`;

/**
 * The health addresses of an API at `base`: `api` (/api/health: the process and its database answer),
 * `ready` and `live` (the orchestrator's probes, outside /api), and `apiReady` and `apiLive` under /api.
 * @param {string} base
 */
function healthUrls(base) {
  const { ENDPOINTS } = rules();
  return {
    api: apiUrl(base, ENDPOINTS.health),
    apiReady: apiUrl(base, ENDPOINTS.healthReady),
    apiLive: apiUrl(base, ENDPOINTS.healthLive),
    ready: `${base}${ENDPOINTS.healthReady.path}`,
    live: `${base}${ENDPOINTS.healthLive.path}`,
  };
}

/**
 * The booking every script and test sends unless it says otherwise: valid, consenting to the current
 * privacy notice.
 * @param {Record<string, unknown>} [overrides]
 */
function bookingFixture(overrides = {}) {
  return {
    name: 'Asha Kulkarni',
    contact: '9876543210',
    email: 'asha@example.com',
    address: 'Lane 5, Karve Nagar, Kothrud, 411038',
    issue: 'Lower back pain',
    therapy: 'Deep tissue massage',
    gender: 'female',
    age: '34',
    preferGender: 'female',
    appointment: '',
    consent: rules().PRIVACY_NOTICE_VERSION,
    ...overrides,
  };
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `url` answers: by default a 2xx; `accept` decides otherwise. Stops early when `child`
 * (the server being waited for) exits.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, accept?: (status: number) => boolean, child?: import('node:child_process').ChildProcess, output?: () => string }} [options]
 * @returns {Promise<void>}
 */
async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 50, accept = (status) => status >= 200 && status < 300, child, output } = {}) {
  const deadline = Date.now() + timeoutMs;
  const tail = () => (output ? `:\n${output()}` : '');
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before ${url} answered${tail()}`);
    try {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      if (accept(answer.status)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms${tail()}`);
    await sleep(intervalMs);
  }
}

/** @typedef {'stderr' | 'inherit' | 'capture' | 'ignore'} Output */

/**
 * @typedef {object} Started
 * @property {import('node:child_process').ChildProcess} process
 * @property {number | undefined} pid
 * @property {() => string} output what the process wrote, when started with output 'capture'
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop SIGTERM (or `signal`), SIGKILL after 5 s
 */

/** @type {Record<Output, import('node:child_process').StdioOptions>} */
const STDIO = {
  stderr: ['ignore', 'ignore', 'inherit'],
  inherit: ['ignore', 'inherit', 'inherit'],
  capture: ['ignore', 'pipe', 'pipe'],
  ignore: 'ignore',
};

/**
 * Starts a node script. `output`: 'stderr' (its stderr to ours, stdout dropped: the API logs to stdout),
 * 'inherit' (both), 'capture' (both kept for output()), 'ignore'.
 * @param {string} script
 * @param {string[]} [args]
 * @param {{ env?: Record<string, string>, cwd?: string, output?: Output }} [options]
 * @returns {Started}
 */
function startNode(script, args = [], { env = {}, cwd = REPO_ROOT, output = 'stderr' } = {}) {
  const child = spawn(process.execPath, [script, ...args], { cwd, env: { ...process.env, ...env }, stdio: STDIO[output] });
  let written = '';
  child.stdout?.on('data', (chunk) => (written += chunk.toString()));
  child.stderr?.on('data', (chunk) => (written += chunk.toString()));
  /** @type {Started['exited']} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    process: child,
    pid: child.pid,
    output: () => written,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        kill.unref();
        await exited;
        clearTimeout(kill);
      }
    },
  };
}

/**
 * Starts a node script and waits until `readyUrl` answers (`accept`: any status below 500 by default).
 * @param {string} script
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {string} readyUrl
 * @param {{ timeoutMs?: number, accept?: (status: number) => boolean, output?: Output }} [options]
 * @returns {Promise<Started>}
 */
async function startServer(script, args, env, readyUrl, { timeoutMs = 60_000, accept = (status) => status < 500, output = 'capture' } = {}) {
  const started = startNode(script, args, { env, output });
  try {
    await waitForUrl(readyUrl, { timeoutMs, accept, child: started.process, output: started.output, intervalMs: 100 });
  } catch (error) {
    await started.stop();
    throw error;
  }
  return started;
}

/**
 * @typedef {Started & { base: string, port: number }} StartedApi
 */

/**
 * The built API (api/dist/server.js) on SQLite in `dataDir`, no site and no mail unless `env` says
 * otherwise, on `port` (a free one by default). Waits for `ready` (a key of healthUrls; 'api' by default,
 * null: no wait).
 * @param {{ dataDir: string, env?: Record<string, string>, port?: number, ready?: 'api' | 'apiReady' | 'apiLive' | 'ready' | 'live' | null, timeoutMs?: number, output?: Output }} options
 * @returns {Promise<StartedApi>}
 */
async function startApi({ dataDir, env = {}, port, ready = 'api', timeoutMs = 60_000, output = 'stderr' }) {
  const at = port ?? (await freePort());
  const base = `http://127.0.0.1:${at}`;
  const started = startNode(SERVER_JS, [], {
    env: { PORT: String(at), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: dataDir, SMTP_URL: '', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    output,
  });
  if (ready) {
    try {
      await waitForUrl(healthUrls(base)[ready], { timeoutMs, child: started.process, output: started.output });
    } catch (error) {
      await started.stop();
      throw error;
    }
  }
  return { ...started, base, port: at };
}

/**
 * Runs a node script to its end; rejects with its output when it fails.
 * @param {string} script
 * @param {string[]} args
 * @param {number} [timeoutMs]
 * @returns {Promise<string>}
 */
function runNode(script, args, timeoutMs = 600_000) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, ...args], { cwd: REPO_ROOT, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${script} ${args.join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve(`${stdout}${stderr}`);
    });
  });
}

module.exports = {
  REPO_ROOT,
  SERVER_JS,
  apiUrl,
  bookingFixture,
  checklist,
  freePort,
  healthUrls,
  requireBuiltApi,
  runNode,
  scriptArgs,
  sleep,
  startApi,
  startNode,
  startServer,
  waitForUrl,
};

if (require.main === module) {
  const [command, url] = process.argv.slice(2);
  const done = (/** @type {Promise<unknown>} */ work) =>
    work.then(
      (value) => value !== undefined && console.log(value),
      (error) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  if (command === 'free-port') void done(freePort());
  else if (command === 'wait' && url) void done(waitForUrl(url, { intervalMs: 500, accept: (status) => status >= 200 && status < 400 }));
  else {
    console.error('usage: node scripts/lib/harness.cjs free-port | wait <url>');
    process.exit(2);
  }
}
