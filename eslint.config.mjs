// ESLint (flat config): `npm run lint`, run by `npm test`. Formatting is Prettier's (.prettierrc.json):
// eslint-config-prettier, last, turns off every rule that would argue with it. README, Code style, says why
// these tools and these limits.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Tables of data are excepted from the size limits: a file whose name ends in `-table.ts` holds data, not logic. */
const DATA_TABLES = ['src/**/*-table.ts'];

export default tseslint.config(
  { ignores: ['dist/', '.build/', '.astro/', 'node_modules/', 'content/', 'bench/', '**/fixtures/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  {
    // A disable comment that no longer disables anything is a finding too.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads each imported file to follow the imports on (no-cycle): TypeScript and Astro files too.
      'import-x/extensions': ['.ts', '.mts', '.js', '.mjs', '.astro'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.mts'], 'astro-eslint-parser': ['.astro'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // `_name` marks a parameter or binding kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // The floors of the architecture (README, How it is built): each imports only what stands below it.
      // Checked on resolved paths, so `../model/x` and `../../model/x` are the same import.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: ['./scripts', './tests'],
              message: 'src/ is what the site is built from; it imports nothing from scripts/ or tests/.',
            },
            {
              target: './scripts',
              from: './tests',
              message: 'scripts/ are entry points; tests import them, never the other way.',
            },
            {
              target: './src/bridge',
              from: './src',
              except: ['./bridge'],
              message: 'src/bridge/ is the bridge domain: free of Astro, files, the model and the site.',
            },
            {
              target: './src/model',
              from: [
                './src/derive',
                './src/render',
                './src/site',
                './src/components',
                './src/pages',
                './src/layouts',
                './src/integrations',
              ],
              message: 'src/model/ loads and validates the sources; it knows nothing above it.',
            },
            {
              target: './src/render',
              from: ['./src/site', './src/components', './src/pages', './src/layouts', './src/integrations'],
              message: 'src/render/ turns content into HTML given a linker; it knows no URLs of its own.',
            },
            {
              target: ['./src/components', './src/pages', './src/layouts'],
              from: './src/model/corpus.ts',
              message: 'Pages and components take props; they never load the corpus.',
            },
          ],
        },
      ],
    },
  },
  {
    // Units a reader can hold (issue 27 §4): every line counts, blank and comment lines too, so the figure is
    // the one `wc -l` gives.
    files: ['src/**/*.ts', 'src/**/*.astro'],
    ignores: DATA_TABLES,
    rules: {
      // No import circle (README, How it is built).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  prettier,
);
