/**
 * Build integration: validate the whole corpus before Astro renders a page,
 * and report what was built. A SourceError here stops the build with the
 * list of problems (file:line:column, what is wrong, how to fix).
 */
import type { AstroIntegration } from 'astro';
import { getCorpus } from '../model/corpus';
import { flatten } from '../model/law-text';

export default function corpusCheck(): AstroIntegration {
  let started = 0;
  return {
    name: 'kb:corpus-check',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        // scripts/build.ts has validated the sources already (and printed why not, if not).
        if (process.env['KB_CORPUS_VALIDATED'] === process.env['KB_CONTENT_DIR']) return;
        const t0 = performance.now();
        const corpus = getCorpus();
        const texts = corpus.laws.flatMap((l) => l.texts);
        const clauses = texts.reduce((n, t) => n + flatten(t.clauses).length, 0);
        logger.info(
          `validated ${texts.length} law texts (${texts.map((t) => `${t.law}/${t.edition}`).join(', ')}), ${clauses} clauses in ${Math.round(performance.now() - t0)} ms`,
        );
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
