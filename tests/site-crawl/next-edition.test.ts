/**
 * The next edition is one registry entry and one law text away: a copy of
 * the sources with a (fictitious) 2027 edition, published and in force
 * nowhere yet, builds into a site that has its text, marked "not yet in
 * force", its comparison with 2017, its column on the editions page and its
 * search filter, while 2017 stays the text in force.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runBuild } from '../../scripts/support/run-build';
import { select, selectAll, toText } from '../build/site';

const work = mkdtempSync(path.join(tmpdir(), 'kb-next-edition-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ENTRY = `
- id: "2027"
  short: "2027"
  name: "Laws of Duplicate Bridge 2027"
  promulgatedBy: WBF
  published: "2027-01"
  publishedSource: >-
    Fictitious: an edition made up for a test of adding an edition.
  supersedes: "2017"
`;

describe('adding the next edition', () => {
  it(
    'is one registry entry and one law text: the site gains its pages, and 2017 stays in force',
    { timeout: 300_000 },
    async () => {
      const content = path.join(work, 'content');
      cpSync(path.join(ROOT, 'content'), content, { recursive: true });
      appendFileSync(path.join(content, 'editions.yaml'), ENTRY);
      const text2017 = readFileSync(path.join(content, 'laws', '27', '2017.md'), 'utf8');
      const text2027 = text2017
        .replace('edition: "2017"', 'edition: "2027"')
        .replace('Any insufficient bid may be accepted', 'Any insufficient bid can be accepted');
      expect(text2027).not.toBe(text2017);
      expect(text2027).toContain('edition: "2027"');
      expect(text2027).toContain('can be accepted');
      writeFileSync(path.join(content, 'laws', '27', '2027.md'), text2027);

      const out = path.join(work, 'site');
      // The build date is fixed, so that 2027 is "not yet in force" whenever this runs.
      const result = await runBuild({
        contentDir: content,
        outDir: out,
        env: { SOURCE_DATE_EPOCH: String(Date.UTC(2026, 10, 23) / 1000), NO_COLOR: '1' },
      });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/validated 4 editions; 4 law texts \(27\/2007, 27\/2008-03, 27\/2017, 27\/2027\)/);

      const page = (p: string) => fromHtml(readFileSync(path.join(out, p, 'index.html'), 'utf8'));
      const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

      // Its text, marked as not yet in force, pointing to the text in force.
      const t2027 = page('laws/27/2027');
      expect(select('main', t2027)?.properties['dataEditionStatus']).toBe('upcoming');
      expect(norm(toText(select('.edition-status p', t2027)!))).toBe(
        'Published, not yet in force: published January 2027; no body listed here had brought it into force on 23 November 2026, the date of this build.',
      );
      expect(select('.edition-status a[data-current-text]', t2027)?.properties['href']).toBe('/laws/27/2017/');
      expect(norm(toText(select('section[id="A1"]', t2027)!))).toContain('Any insufficient bid can be accepted');

      // 2017 is still the text in force, and now says what may follow it on its clause pages.
      expect(select('main', page('laws/27/2017'))?.properties['dataEditionStatus']).toBe('current');
      const a1 = page('laws/27/A1');
      expect(
        selectAll('.clause-in-edition', a1).map((s) => [
          s.properties['dataEdition'],
          select('.text-status', s)?.properties['dataStatus'],
        ]),
      ).toEqual([
        ['2017', 'current'],
        ['2027', 'upcoming'],
        ['2008-03', 'superseded'],
        ['2007', 'superseded'],
      ]);

      // Its history runs on past the text in force.
      expect(selectAll('.clause-history li', a1).map((li) => norm(toText(li)))).toEqual([
        '2007: first text',
        'March 2008: unchanged',
        '2017 (in force): unchanged',
        '2027: changed in substance',
      ]);

      // The comparison with 2017 finds the changed word.
      const compare = page('laws/27/compare/2017...2027');
      expect(selectAll('section#A1 ins', compare).map((e) => norm(toText(e)))).toContain('can');

      // The editions page has its column; the data still names 2017 as current.
      const editions = page('editions');
      expect(selectAll('table.editions-table thead th', editions).map((th) => th.properties['dataEdition'])).toEqual([
        '2007',
        '2008-03',
        '2017',
        '2027',
      ]);
      expect(norm(toText(select('tr[data-row="status"] td[data-edition="2027"]', editions)!))).toBe(
        'Published, not yet in force',
      );
      expect(select('.tl-mark[data-edition="2027"]', editions)).toBeDefined();
      const data = JSON.parse(readFileSync(path.join(out, 'data', 'editions.json'), 'utf8')) as {
        current: string;
        editions: { id: string; inForce: unknown[] }[];
      };
      expect(data.current).toBe('2017');
      expect(data.editions.map((e) => [e.id, e.inForce.length])).toEqual([
        ['2007', 0],
        ['2008-03', 7],
        ['2017', 7],
        ['2027', 0],
      ]);

      // Search can be narrowed to it.
      expect(selectAll('.chip[data-filter="edition"]', page('')).map((c) => c.properties['dataValue'])).toEqual([
        '2007',
        '2008-03',
        '2017',
        '2027',
      ]);
      expect(existsSync(path.join(out, 'data', 'laws', '27', '2027.json'))).toBe(true);
    },
  );
});
