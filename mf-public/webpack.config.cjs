const { createRemoteConfig } = require('../config/webpack.factory.cjs');

module.exports = createRemoteConfig({
  packageDir: __dirname,
  exposes: {
    './app': './src/exposes/app.tsx',
    './header': './src/exposes/header.tsx',
    './footer': './src/exposes/footer.tsx',
    './bookNowButton': './src/exposes/bookNowButton.tsx',
  },
});
