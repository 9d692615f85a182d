const { createRemoteConfig } = require('../config/webpack.factory.cjs');
const { SeoFilesPlugin } = require('./seo.cjs');

const remoteConfig = createRemoteConfig({
  packageDir: __dirname,
  visitor: true,
  exposes: {
    './app': './src/exposes/app.tsx',
    './header': './src/exposes/header.tsx',
    './footer': './src/exposes/footer.tsx',
    './bookNowButton': './src/exposes/bookNowButton.tsx',
  },
});

module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  config.plugins.push(new SeoFilesPlugin());
  return config;
};
