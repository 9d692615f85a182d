const { createRemoteConfig } = require('../config/webpack.factory.cjs');

module.exports = createRemoteConfig({
  packageDir: __dirname,
  exposes: {
    './app': './src/exposes/app.tsx',
  },
});
