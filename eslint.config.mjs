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

/**
 * The floors of src/, top to bottom (README, How it is built): a folder imports only folders on the floors below
 * it (and its own). Folders on one floor do not import each other either. tests/layout.test.ts reads this list.
 */
export const FLOORS = [
  { dirs: ['pages'], what: 'src/pages/ lists the pages and hands route data to views' },
  { dirs: ['views'], what: 'src/views/ are the page templates' },
  { dirs: ['layouts'], what: 'src/layouts/ frame every page' },
  { dirs: ['components'], what: 'src/components/ are Astro components: props in, HTML out' },
  { dirs: ['apps'], what: 'src/apps/ are the browser applications' },
  { dirs: ['client'], what: 'src/client/ is browser code outside the apps' },
  { dirs: ['integrations'], what: 'src/integrations/ is the Astro integration' },
  { dirs: ['build'], what: 'src/build/ holds the steps the integration runs' },
  { dirs: ['service-worker'], what: 'src/service-worker/ is the offline cache' },
  { dirs: ['site'], what: 'src/site/ knows URLs, labels, /data/ shapes and route data' },
  { dirs: ['derive', 'render'], what: 'src/derive/ and src/render/ compute from the model and turn it into HTML' },
  { dirs: ['model'], what: 'src/model/ loads and validates the sources' },
  { dirs: ['bridge'], what: 'src/bridge/ is the bridge domain, free of Astro, files, the model and the site' },
];

/** One zone per folder: nothing from a floor above it, nor from another folder on its own floor. */
function floorZones() {
  const zones = FLOORS.flatMap(({ dirs, what }, i) =>
    dirs.flatMap((dir) => {
      const from = [...FLOORS.slice(0, i).flatMap((f) => f.dirs), ...dirs.filter((d) => d !== dir)];
      const message = `${what}; it imports nothing from a floor above it or beside it (README, How it is built).`;
      return from.length > 0 ? [{ target: `./src/${dir}`, from: from.map((d) => `./src/${d}`), message }] : [];
    }),
  );
  // src/bridge/ has a wider zone of its own (SPECIAL_ZONES): nothing of src/ outside it, on a floor or not.
  return zones.filter((zone) => zone.target !== './src/bridge');
}

const SPECIAL_ZONES = [
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
    target: ['./src/pages', './src/views', './src/layouts', './src/components', './src/apps', './src/client'],
    from: './src/model/corpus.ts',
    message: 'Pages, views, components and apps take props or /data/; they never load the corpus.',
  },
  {
    target: ['./src/apps', './src/client'],
    from: ['./src/derive', './src/render'],
    message: 'What runs in the browser takes what the build computed (props, /data/); it derives and renders nothing.',
  },
];

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
      // The floors of the architecture (README, How it is built): each imports only what stands below it
      // (FLOORS, top to bottom). Checked on resolved paths, so `../model/x` and `../../model/x` are the same
      // import. tests/layout.test.ts checks the same order from the imports themselves, and that no folder
      // imports a folder that imports it back.
      'import-x/no-restricted-paths': ['error', { zones: [...floorZones(), ...SPECIAL_ZONES] }],
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
