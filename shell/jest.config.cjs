const base = require('../config/jest.base.cjs')(__dirname);

// Jest cannot resolve federated imports: the runtime loader is replaced by a stub in tests.
module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/federation-runtime-stub.ts',
  },
};
