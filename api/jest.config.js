/** API tests talk real HTTP to a real server on a temporary SQLite file. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(ts|js)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // Node 20.19+ loads these ES-module-only dependencies with require(); jest's module system cannot, so they are compiled.
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static|@fastify/cookie|content-disposition|cookie)/)'],
  moduleNameMapper: { '^@wellness/shared/rules$': '<rootDir>/../shared/src/rules/index.ts' },
  maxWorkers: 2,
  testTimeout: 60000,
};
