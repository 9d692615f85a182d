// ESLint for the whole monorepo (flat config), run from the root: `npm run lint`, `npm run format`.
// TypeScript: typescript-eslint `strict`, type-aware (each file checked with its package's tsconfig.json);
// React: the hooks rules (with the React Compiler's checks) and jsx-a11y; imports sorted; formatting
// is Prettier's (eslint-config-prettier turns off every rule that would disagree with it).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx'];
const JS = ['**/*.js', '**/*.cjs', '**/*.mjs'];
/** Code that runs in the browser: the shell, the remotes and the shared package. */
const BROWSER = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/test-utils.tsx', 'e2e/**'];

export default defineConfig([
  globalIgnores([
    // Build output, caches, test artefacts (as in .gitignore).
    '**/dist/',
    '**/sourcemaps/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    'api/.test-dist-*/',
    'data/',
    // Shipped migrations are never edited (api/test/migrations.test.ts checks each file's SHA-256), so
    // neither a fix nor a new rule can be applied to them: a new migration is linted until it ships,
    // and is then listed here. The fixtures are verbatim copies of earlier texts of 0002.
    'api/src/db/migrations/000[1-9]_*.ts',
    'api/src/db/migrations/0010_*.ts',
    'api/test/fixtures/shipped-0002/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // Every file: ESLint's recommended rules and sorted imports.
  {
    files: [...TS, ...JS],
    extends: [js.configs.recommended],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      // One block, no blank lines between groups (the code's style): side effects, node: builtins,
      // packages, then relative paths.
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000', '^node:', '^@?\\w', '^', '^\\.']] }],
      'simple-import-sort/exports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },

  // TypeScript: strict and type-aware.
  {
    files: TS,
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Type declarations shared by several packages' tsconfig.json, in a folder with none.
          allowDefaultProject: ['config/jest/*.d.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Concise arrows that call a void function (onClick={() => setOpen(false)}) are the code's style;
      // braces around each would add hundreds of lines. Other void returns are still reported.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Numbers in template strings (`attempt ${n} of ${max}`) are fine; other non-strings are not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Fastify plugins and route modules are async functions by contract (app.register awaits them),
      // as are implementations of Promise-returning interfaces (Kysely's MigrationProvider, stubs).
      '@typescript-eslint/require-await': 'off',
      // Number()/String() around database values are deliberate: Kysely's row types are declarations
      // (sql<number>`count(*)`), not checks, and better-sqlite3 and pg differ in what they return.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      // The code guards what its types cannot promise: browser features (Safari has no
      // requestIdleCallback), answers of the server and JSON, yup's values, flags set in callbacks.
      // Removing those guards, as this rule asks, would bring bugs in.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },

  // The API: route files declare a schema and call a service, and no function grows past one screen.
  {
    files: ['api/src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },

  // The browser code, likewise: a screen longer than that is split into a hook for its data and state,
  // components for its sections and helpers for its pure rules. Tests (a describe block of cases) are not.
  {
    files: BROWSER,
    ignores: TESTS,
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },

  // Plain JavaScript: webpack and jest configs, scripts (CommonJS in .cjs and in api/jest.config.js,
  // ES modules in .mjs).
  {
    files: JS,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'api/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Scripts that drive a browser: the functions given to page.evaluate() run in the page.
    files: ['scripts/bench-web.mjs', 'scripts/prerender/index.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['config/jest/setup-dom.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },

  // React in the browser packages.
  {
    files: BROWSER,
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.strict],
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      // Chakra UI components that render these elements, so that jsx-a11y checks them too.
      'jsx-a11y': {
        // Not Link: Chakra's and the router's links render their child or take `to`, not `href`.
        components: { Button: 'button', IconButton: 'button', Image: 'img', Input: 'input', Textarea: 'textarea' },
      },
    },
    rules: {
      // `role` is also a prop of the app's own components (the signed-in user's role).
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // Loading data and resetting state on navigation in effects is the code's pattern (no data
      // library); the React Compiler's advice, not a defect.
      'react-hooks/set-state-in-effect': 'off',
    },
  },

  // The staff's screens, the sign-in dialogs and the shell take Chakra from the one module their bundles
  // share (shared/src/ui/chakra.ts): a direct import would bundle Chakra's core again beside it.
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mf-auth/src/**/*.{ts,tsx}',
      'mf-admin/src/**/*.{ts,tsx}',
      'mf-massager/src/**/*.{ts,tsx}',
      'shared/src/ui/**/*.{ts,tsx}',
    ],
    ignores: [...TESTS, 'shared/src/ui/chakra.ts', 'shared/src/ui/system.ts', 'shared/src/ui/leanSystem.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@chakra-ui/react', message: "Import Chakra's parts from '@wellness/shared/chakra' (add a missing one there)." }] },
      ],
    },
  },

  // Tests: jest's and Playwright's idioms.
  {
    files: TESTS,
    rules: {
      // Tests read JSON answers (`answer.body.data[0].id`) and fail loudly when a shape is wrong: typing
      // every answer would add nothing that the assertions do not check.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `rows[0]!` after an expect() on the length: a wrong guess fails the test, as it should.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },

  prettier,
]);
