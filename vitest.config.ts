import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test` runs the projects unit, build and browser; `npm run test:site`
// runs site (the full crawl, tests/site-crawl/). Every project that reads the built site shares
// one build (tests/build/global-setup.ts). No test depends on how fast the
// machine is: the time limits below are far above what the tests take on an
// idle machine, so that a busy one does not fail them.
const SITE_SETUP = ['tests/build/global-setup.ts'];

export default defineConfig({
  test: {
    // Never more test files at a time than the machine has cores (two here), and each browser
    // worker keeps one Chromium (tests/browser/browser.ts): never more Chromiums than cores either.
    // Site files run one at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          // A worker runs its files one after another in one module graph, without re-importing every
          // module for each file (no test file mocks a module or leaves global state): 111 s → 64 s for
          // unit and build, most of it the import of the model, unified and zod again and again.
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/build/**', 'tests/browser/**', 'tests/site-crawl/**'],
          // Property tests are bounded by numRuns, not by time; at a load of 15-20 on
          // two cores a run that takes 1 s idle can take 20 s, which is no failure.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'build',
          isolate: false,
          include: ['tests/build/**/*.test.ts'],
          globalSetup: SITE_SETUP,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          // As above; and a worker keeps one Chromium and one server for all its files.
          isolate: false,
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: SITE_SETUP,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Files side by side, one Chromium per worker (tests/browser/browser.ts): much of a browser test is
          // waiting for a page.
          fileParallelism: true,
          // expect.poll waits for a page to settle; its default of 1 s is too short on a busy machine.
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/site-crawl/**/*.test.ts'],
          globalSetup: SITE_SETUP,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
