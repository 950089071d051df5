/**
 * A site of three laws, built (the benchmark's synthetic corpus at 3×): the
 * "What changed since" page of each older text as rendered, a part per law
 * under its own heading, every id once, and one page per text at its
 * address. The real corpus has one law; this is the site as more laws join.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCorpus } from '../../scripts/bench/synthetic-corpus';
import { ROOT, runBuild } from '../../scripts/support/run-build';

const work = mkdtempSync(path.join(tmpdir(), 'kb-several-laws-'));
const content = path.join(work, 'content');
const out = path.join(ROOT, '.build', `test-several-laws-${process.pid}`);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

const page = (address: string) => fromHtml(readFileSync(path.join(out, address, 'index.html'), 'utf8'));

describe('a site of three laws', () => {
  let laws = 0;
  beforeAll(async () => {
    laws = writeCorpus(content, { scale: 3, seed: 1 }).laws;
    const built = await runBuild({ contentDir: content, outDir: out });
    expect(built.code, built.stderr).toBe(0);
  }, 600_000);

  for (const from of ['2007', '2008-03']) {
    it(`/changes/${from}/ has a part per law, each under its heading, every id once, one "Rulings that change"`, () => {
      const tree = page(`/changes/${from}/`);
      expect(toText(select('h1', tree)!)).toBe(
        `The Laws since ${from === '2007' ? '2007' : 'March 2008'}: what changed`,
      );
      const parts = selectAll('h2[data-law]', tree);
      expect(laws).toBe(3);
      expect(parts.length).toBe(laws);
      const numbers = parts.map((h) => Number(h.properties['dataLaw']));
      for (const n of numbers) {
        const section = select(`section[data-law-changes="${n}"]`, tree);
        expect(section, `Law ${n}`).toBeDefined();
        // The part's clauses link to that law's comparison only.
        for (const a of selectAll('a.changed-label', section!))
          expect(String(a.properties['href'])).toMatch(new RegExp(`^/laws/${n}/compare/${from}\\.\\.\\.2017/#`));
        expect(toText(select(`#changed-clauses-${n}`, tree)!)).toBe('Clauses that changed');
      }
      const ids = selectAll('[id]', tree).map((e) => String(e.properties['id']));
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      expect(selectAll('#rulings-change', tree).length).toBe(1);
      // Every labelled section points at a heading that is there.
      for (const s of selectAll('section[aria-labelledby]', tree))
        expect(ids, String(s.properties['ariaLabelledBy'])).toContain(String(s.properties['ariaLabelledBy']));
    });
  }

  it('/changes/ lists each older text once, with the clauses changed in every law', () => {
    const tree = page('/changes/');
    const items = selectAll('.changes-editions > li', tree);
    expect(items.map((li) => li.properties['dataEdition'])).toEqual(['2008-03', '2007']);
    for (const li of items) {
      const changed = selectAll('.changed-clauses > li', page(`/changes/${String(li.properties['dataEdition'])}/`));
      expect(toText(li)).toMatch(new RegExp(`: ${changed.length} clauses differ \\(\\d+ changed in substance, `));
    }
    expect(toText(select('main h1 + p', tree)!)).toMatch(/^\s*The Laws in the text in force today/);
  });
});
