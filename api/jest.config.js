/**
 * API tests talk real HTTP to a real server on a temporary SQLite file, or on a fresh PostgreSQL
 * database of the server TEST_DATABASE_URL names. Tests of one database's own behaviour (a locked
 * SQLite file, a stalled PostgreSQL server) are in *.sqlite.test.ts and *.postgres.test.ts: each run
 * takes its own, so that no test is skipped in either.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', onPostgres ? '\\.sqlite\\.test\\.ts$' : '\\.postgres\\.test\\.ts$'],
  transform: {
    '^.+\\.(ts|js)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // Node 20.19+ loads these ES-module-only dependencies with require(); jest's module system cannot, so they are compiled.
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static|@fastify/cookie|content-disposition|cookie)/)'],
  moduleNameMapper: {
    '^@wellness/shared/rules$': '<rootDir>/../shared/src/rules/index.ts',
    '^@wellness/shared/rules/answers$': '<rootDir>/../shared/src/rules/answers.ts',
  },
  maxWorkers: 2,
  testTimeout: 60000,
};
