const { createHostConfig } = require('../config/webpack.factory.cjs');

module.exports = createHostConfig({ packageDir: __dirname });
