/**
 * Build integration: make sure the site data exists before Astro renders
 * anything. `npm run build` (scripts/build.ts) loads and checks the corpus
 * itself and provides the site; when Astro runs on its own (astro dev,
 * astro build), this loads it here, once, and stops on the first bad source
 * with every diagnostic.
 */
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { loadCheckedCorpusOrThrow } from '../derive/checked-corpus';
import { buildDate } from '../site/build-info';
import { hasSite, provideSite } from '../site/handoff';
import { buildSite } from '../site/site';

export default function siteData(): AstroIntegration {
  let started = 0;
  return {
    name: 'kb:site',
    hooks: {
      'astro:config:setup': ({ config }) => {
        if (hasSite()) return;
        const root = path.resolve(new URL(config.root).pathname);
        provideSite(buildSite(loadCheckedCorpusOrThrow(path.join(root, 'content')), buildDate(root)));
      },
      'astro:build:start': () => {
        started = performance.now();
      },
      'astro:build:done': ({ pages, logger }) => {
        logger.info(`rendered ${pages.length} pages in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
