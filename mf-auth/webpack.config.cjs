const { createRemoteConfig } = require('../config/webpack.factory.cjs');

module.exports = createRemoteConfig({
  packageDir: __dirname,
  exposes: {
    './dialogs': './src/exposes/dialogs.tsx',
  },
});
