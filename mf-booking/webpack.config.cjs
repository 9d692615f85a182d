const { createRemoteConfig } = require('../config/webpack.factory.cjs');

module.exports = createRemoteConfig({
  packageDir: __dirname,
  visitor: true,
  exposes: {
    './dialog': './src/exposes/dialog.tsx',
    './page': './src/exposes/page.tsx',
    './manage': './src/exposes/manage.tsx',
  },
});
