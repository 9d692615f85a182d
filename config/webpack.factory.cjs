// The one webpack config factory for the shell (host) and the five remotes.
// Packages pass only what differs: their folder, and for a remote what it exposes.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const remotes = require('./remotes.json');

const repoRoot = path.resolve(__dirname, '..');
const SHELL_DEV_PORT = 3000;
const API_DEV_TARGET = process.env.API_URL || 'http://localhost:8080';

function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;
}

/** Singletons shared by every federated package: one React, one router, one store, one style cache. */
function sharedSingletons() {
  const singleton = (pkg) => {
    const version = installedVersion(pkg);
    return { singleton: true, requiredVersion: `^${version}`, version };
  };
  const sharedPkg = require(path.join(repoRoot, 'shared/package.json'));
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The site's code routes through '@wellness/shared/router' (the used parts only); a remote that imports
    // react-router-dom itself still gets one copy for the page.
    'react-router-dom': singleton('react-router-dom'),
    'react-redux': singleton('react-redux'),
    redux: singleton('redux'),
    '@emotion/react': singleton('@emotion/react'),
    // The sign-in dialogs and the panel's forms: one copy when a therapist signs in.
    formik: singleton('formik'),
    // The store and rules; the API client (axios, crypto-js), the form schemas (yup), the staff panels'
    // server-data cache (RTK Query) and the staff's Chakra parts with their system (shared/src/ui/chakra.ts:
    // the shell, the sign-in dialogs and the panels; the visitor's bundles import Chakra directly) are
    // singletons of their own, loaded only by the pages that use them.
    ...Object.fromEntries(
      [
        '@wellness/shared',
        '@wellness/shared/client',
        '@wellness/shared/forms',
        '@wellness/shared/query',
        '@wellness/shared/router',
        '@wellness/shared/chakra',
      ].map((name) => [name, { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` }]),
    ),
  };
}

/**
 * What the shell's first render needs besides its own code: React, the store's and the router's
 * libraries (not RTK Query, which only the staff panels load), single-spa and emotion's runtime (not the
 * parts that only the shell's lazy Chakra pages use), and the page's one copy of the router
 * (shared/src/router.ts).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-redux|use-sync-external-store|redux|@reduxjs[\\/]toolkit(?![\\/]dist[\\/]query)|immer|redux-thunk|reselect|redux-persist|single-spa|single-spa-react|react-router|@emotion[\\/](?!is-prop-valid)[^\\/]+|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]|[\\/]shared[\\/]src[\\/]router\.ts$/;

/** Production source maps outside the output folder (see devtool below), named by no script. */
function privateSourceMaps() {
  return new webpack.SourceMapDevToolPlugin({ filename: '../sourcemaps/[file].map', append: false, noSources: false });
}

/** Text assets the servers send pre-compressed (a phone on a slow line gets a quarter of the bytes). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml)$/;

/**
 * Production extras of every build: private source maps, and brotli and gzip copies of each text asset
 * beside it (main.js.br, main.js.gz), served by the API's static files (preCompressed) and by nginx
 * (brotli_static, gzip_static). A copy no smaller than its file is not written.
 */
function productionPlugins() {
  return [
    // V8's explicit compile hint (Chrome 136 and later): a file's functions are compiled as it streams in,
    // on a background thread, rather than on the main thread when first called. Every file of these builds
    // is code that runs as soon as it has loaded (a page's start, a dialog's first render).
    new webpack.BannerPlugin({
      banner: '//# allFunctionsCalledOnLoad',
      raw: true,
      test: /\.js$/,
      stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }),
    privateSourceMaps(),
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 0, minRatio: 1, filename: '[path][base].gz' }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
      filename: '[path][base].br',
    }),
  ];
}

function baseConfig({ packageDir, mode, devPort }) {
  const production = mode === 'production';
  const pkg = require(path.join(packageDir, 'package.json'));
  return {
    context: packageDir,
    mode,
    entry: './src/index.ts',
    // Production source maps are written beside dist (<package>/sourcemaps/), where no server serves
    // them, and no script names them: the sources stay private, error tools can still be given them.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: 'auto',
      uniqueName: pkg.name.replace(/[^a-z0-9]/gi, '_'),
      // Entry files keep stable names (served with no-cache); chunks carry a content hash.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      // Spec section 7: loading of script chunks times out after 120 seconds.
      chunkLoadTimeout: 120000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // The workspace's `shared` package is compiled from its TypeScript source.
      conditionNames: ['wellness-source', '...'],
      // Chakra's theme parts one by one, for bundles that build a lean system (shared/src/ui/leanSystem.ts).
      alias: { 'chakra-theme': path.join(path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [repoRoot] })), 'dist/esm/theme') },
      // A package folder outside the workspace (a team's own copy, see scripts/publish-remote.mjs) has no
      // node_modules above it: after its own, the workspace's packages.
      modules: ['node_modules', path.join(repoRoot, 'node_modules')],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            // By path from this file: webpack looks loaders up from the package folder, which may be a copy.
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
            },
          },
        },
        { test: /\.(png|jpe?g|webp|gif|svg|avif|ico)$/i, type: 'asset/resource' },
        // The Chakra building blocks do nothing when imported, so a bundle that takes one of them from the
        // barrel ('@wellness/shared/ui') need not carry the others: a visitor's page has no use for the staff
        // report screen or the password meter.
        { test: /[\\/]shared[\\/]src[\\/]ui[\\/]/, sideEffects: false },
      ],
    },
    performance: { hints: false },
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_DEV_TARGET, changeOrigin: false }],
      client: { overlay: { runtimeErrors: false } },
    },
    stats: 'errors-warnings',
  };
}

/**
 * The staff's shared Chakra module, left out of the visitor's bundles: the visitor's first page and first
 * tap take Chakra's parts directly, only those they use (a shared module is not tree-shaken).
 */
const STAFF_CHAKRA = '@wellness/shared/chakra';

function federation(options, { visitor = false } = {}) {
  const shared = sharedSingletons();
  if (visitor) delete shared[STAFF_CHAKRA];
  return new ModuleFederationPlugin({
    shared,
    // A shared module is taken from what the page has loaded already (the shell's): 'version-first'
    // fetched the entry of every registered remote to compare versions, so that a therapist signing in
    // downloaded the admin panel's entry too (18 KB and a round trip on a phone).
    shareStrategy: 'loaded-first',
    dts: false,
    ...options,
  });
}

/** The runtime manifest of remote addresses; the deployed one may be replaced without a rebuild. */
function remotesManifest(mode) {
  const entries = Object.entries(remotes).map(([dir, { name, devPort }]) => [
    name,
    mode === 'production' ? `/remotes/${dir}/mf-manifest.json` : `http://localhost:${devPort}/mf-manifest.json`,
  ]);
  return JSON.stringify({ remotes: Object.fromEntries(entries) }, null, 2);
}

class EmitAssetPlugin {
  constructor(name, content) {
    this.name = name;
    this.content = content;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitAssetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
        compilation.emitAsset(this.name, new RawSource(this.content)),
      );
    });
  }
}

const htmlPage = (title) =>
  new HtmlWebpackPlugin({
    template: path.join(__dirname, 'index.html'),
    title,
    chunks: ['main'],
  });

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes (the remotes' global
 * `_FEDERATION_RUNTIME_CORE`). Its ES module build, not the CommonJS one that `provideExternalRuntime`
 * names: that one brings a second, CommonJS copy of the runtime into main.js (+9 KB compressed), where the
 * ES build shares the modules the shell's runtime already has.
 */
const EXTERNAL_RUNTIME_PROVIDER = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [repoRoot] })),
  'index.js',
);

/** The shell: the host page, which registers the remotes at run time from remotes.json. */
function createHostConfig({ packageDir }) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const config = baseConfig({ packageDir, mode, devPort: SHELL_DEV_PORT });
    // The shell answers every path of the site (/admin-panel/customer-list too): its files load from the root.
    config.output.publicPath = '/';
    config.plugins = [
      // The page's one federation runtime, which the production remotes use rather than carry their own
      // (see createRemoteConfig).
      federation({ name: 'shell', remotes: {}, runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER], experiments: { optimization: { target: 'web' } } }),
      htmlPage('Kothrud Wellness Spa: home-visit massage and Ayurvedic therapy in Pune'),
      new EmitAssetPlugin('remotes.json', remotesManifest(mode)),
      // The centre's logo as the site's icon (else every page asks for a /favicon.ico that is not there).
      new EmitAssetPlugin('favicon.svg', fs.readFileSync(path.join(repoRoot, 'shared/assets/logo.svg'), 'utf8')),
    ];
    if (mode !== 'production') return config;
    config.plugins.push(...productionPlugins());
    // The libraries the live site starts with, on every page, in one file rather than one per shared
    // module: each file is a request (on a phone a round trip, and a kilobyte of response headers).
    config.optimization = {
      splitChunks: {
        cacheGroups: {
          framework: {
            test: FRAMEWORK,
            chunks: 'async',
            name: 'framework',
            enforce: true,
          },
        },
      },
    };
    // wake.js (shell/src/wake.ts) and sw.js (shell/src/sw/sw.ts, the service worker of a therapist's phone,
    // with Workbox) are built by compilers of their own, without the federation runtime, into the same
    // folder: the pre-rendered pages load wake.js instead of main.js; the massager panel registers sw.js.
    config.output.clean = { keep: /^(wake|sw)\.js/ };
    const ownScript = (name, entry, target) => {
      const own = baseConfig({ packageDir, mode, devPort: SHELL_DEV_PORT });
      own.name = name;
      own.target = target;
      own.entry = { [name]: entry };
      own.output = { ...own.output, clean: false, publicPath: '/' };
      own.plugins = productionPlugins();
      delete own.devServer;
      return own;
    };
    return [config, ownScript('wake', './src/wake.ts', 'web'), ownScript('sw', './src/sw/sw.ts', 'webworker')];
  };
}

/**
 * A remote: exposes single-spa lifecycles and also runs on its own page for its team. `visitor`: a
 * remote of the visitor's pages, which does not take the staff's shared Chakra module.
 */
function createRemoteConfig({ packageDir, exposes, visitor = false }) {
  const dir = path.basename(packageDir);
  const remote = remotes[dir];
  if (!remote) throw new Error(`${dir} is not listed in config/remotes.json`);
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const production = mode === 'production';
    const config = baseConfig({ packageDir, mode, devPort: remote.devPort });
    config.plugins = [
      // A remote loads no other remote (the shell does that): its copy of the federation runtime leaves out
      // remote loading and manifest snapshots, and node support. In production it has no copy of the
      // runtime's core at all: it runs in the shell's page and uses the shell's (about 9 KB less per remote
      // entry, compressed, and one remote entry or two on every page). That is why a production remote has
      // no standalone page: its team runs it on its own page with `npm run dev`.
      federation(
        {
          name: remote.name,
          filename: 'remoteEntry.js',
          exposes,
          manifest: true,
          experiments: { externalRuntime: production, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
        },
        { visitor },
      ),
    ];
    if (production) config.plugins.push(...productionPlugins());
    else config.plugins.push(htmlPage(`${dir} (standalone)`));
    return config;
  };
}

module.exports = { createHostConfig, createRemoteConfig, remotes, SHELL_DEV_PORT };
