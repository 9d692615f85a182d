// Shared jest settings: swc transform, the workspace's `shared` package from source, asset stubs.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

module.exports = function jestConfig(packageDir, { environment = 'jsdom' } = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // single-spa-react ships ES modules only under some entry points.
    transformIgnorePatterns: ['/node_modules/(?!(single-spa-react|single-spa)/)'],
    moduleNameMapper: {
      '^@wellness/shared$': path.join(repoRoot, 'shared/src/index.ts'),
      '^@wellness/shared/rules$': path.join(repoRoot, 'shared/src/rules/index.ts'),
      '^@wellness/shared/ui$': path.join(repoRoot, 'shared/src/ui/index.ts'),
      '^@wellness/shared/client$': path.join(repoRoot, 'shared/src/client.ts'),
      '^@wellness/shared/forms$': path.join(repoRoot, 'shared/src/forms.ts'),
      '^@wellness/shared/query$': path.join(repoRoot, 'shared/src/query.ts'),
      '^@wellness/shared/router$': path.join(repoRoot, 'shared/src/router.ts'),
      '^@wellness/shared/prerender$': path.join(repoRoot, 'shared/src/prerender.ts'),
      '^@wellness/shared/chakra$': path.join(repoRoot, 'shared/src/ui/chakra.ts'),
      '^@wellness/shared/ui/lean-system$': path.join(repoRoot, 'shared/src/ui/leanSystem.ts'),
      '^@wellness/shared/ui/download$': path.join(repoRoot, 'shared/src/ui/download.ts'),
      '^@wellness/shared/ui/field$': path.join(repoRoot, 'shared/src/ui/field.tsx'),
      '^@wellness/shared/ui/dialog$': path.join(repoRoot, 'shared/src/ui/dialog.tsx'),
      // Chakra's theme parts one by one (see shared/src/ui/leanSystem.ts).
      '^chakra-theme/(.*)$': path.join(repoRoot, 'node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs'),
      '\\.(png|jpe?g|webp|gif|svg|avif|ico)$': path.join(__dirname, 'jest/file-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest/setup-dom.cjs')] : [],
    maxWorkers: 2,
    // A component test renders whole Chakra dialogs; on a busy 2-core machine one can take longer than
    // jest's 5 s default without anything being wrong. Time is not what these tests check.
    testTimeout: 30_000,
  };
};
