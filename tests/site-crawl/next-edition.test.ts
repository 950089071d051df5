/**
 * The next edition is one registry entry and one law text away: a copy of
 * the sources with a (fictitious) 2027 edition, published and in force
 * nowhere yet, builds into a site that has its text, marked "not yet in
 * force", its comparison with 2017, its column on the editions page and its
 * search filter, while 2017 stays the text in force. Brought into force, it
 * makes the texts before it superseded, embeds included, once the sources say
 * what changed against it.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
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
      const content = withNextEdition(path.join(work, 'content'));
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

      // An embed of 2017 says it is the text in force, and that a newer text is coming; the embed of 2027 that it is not in force yet.
      expect(embedStatus(out, '2017', 'B1b')).toEqual({
        status: 'current',
        line: 'In force: the text in force today. A newer text, 2027, is published but not yet in force.',
      });
      expect(embedStatus(out, '2027', 'B1b').status).toBe('upcoming');
    },
  );

  it(
    'once it comes into force, the texts before it need their summaries against it, and the embeds of 2017 say they are superseded',
    { timeout: 300_000 },
    async () => {
      // The same sources as above, with the 2027 edition brought into force by one body from 1 August 2027.
      const content = withNextEdition(path.join(work, 'content-in-force'));
      const editions = readFileSync(path.join(content, 'editions.yaml'), 'utf8');
      expect(editions).toContain('id: "2027"');
      writeFileSync(
        path.join(content, 'editions.yaml'),
        `${editions.trimEnd()}\n  inForce:\n    - body: EBU\n      from: "2027-08-01"\n      source: Fictitious, for a test of an edition coming into force.\n`,
      );
      const out = path.join(work, 'site-in-force');
      const env = { SOURCE_DATE_EPOCH: String(Date.UTC(2027, 8, 1) / 1000), NO_COLOR: '1' };

      // Every text now superseded needs its summaries of what changed against 2027: the build says which, and stops.
      const refused = await runBuild({ contentDir: content, outDir: out, env });
      expect(refused.code).not.toBe(0);
      for (const from of ['2007', '2008-03', '2017']) {
        expect(refused.stderr).toContain(
          `nothing says what changed in Law 27 from the ${from} text to the 2027 text, the text in force on 2027-09-01`,
        );
      }
      expect(existsSync(out)).toBe(false);

      // The sources say so (as the next edition's editors would): the older texts' summaries against 2017 hold against
      // 2027 but for the one clause it changed; 2027 keeps the references 2017 renumbered; the assessments of guidance,
      // checked against 2017, are checked again against 2027 (the build asks for that too, below).
      const file = path.join(content, 'change-summaries.yaml');
      const summaries = parseYaml(readFileSync(file, 'utf8')) as {
        law: number;
        from: string;
        to: string;
        clauses: { clause: string; class: string; summary: string }[];
      }[];
      const a1 = {
        clause: 'A1',
        class: 'substantive',
        summary: 'Fictitious: "may be accepted" becomes "can be accepted".',
      };
      const against2027 = [
        ...summaries.filter((s) => s.to === '2017').map((s) => ({ ...s, to: '2027', clauses: [...s.clauses, a1] })),
        { law: 27, from: '2017', to: '2027', clauses: [a1] },
      ];
      writeFileSync(file, stringifyYaml([...summaries, ...against2027]));
      const renumberings = path.join(content, 'renumberings.yaml');
      const moves = parseYaml(readFileSync(renumberings, 'utf8')) as { to: { editions: string[] } }[];
      for (const m of moves) if (m.to.editions.includes('2017')) m.to.editions.push('2027');
      writeFileSync(renumberings, stringifyYaml(moves));
      const assessment = path.join(content, 'assessments', 'zone7-2008.yaml');
      expect(refused.stderr).toContain(
        'assessments/zone7-2008.yaml:10:10: against: "2017" is not the text in force today (on 2027-09-01 the text in force is "2027")',
      );
      writeFileSync(assessment, readFileSync(assessment, 'utf8').replace('against: "2017"', 'against: "2027"'));
      const built = await runBuild({ contentDir: content, outDir: out, env });
      expect(built.code, built.stderr).toBe(0);

      // The embed of 2017 says it is superseded, by what and from when; the embed of 2027 that it is the text in force.
      const old = embedStatus(out, '2017', 'B1b');
      expect(old.status).toBe('superseded');
      expect(old.line).toContain('2027');
      expect(old.line).toContain('1 August 2027');
      expect(embedStatus(out, '2027', 'B1b')).toEqual({
        status: 'current',
        line: 'In force: the text in force today.',
      });
      expect(
        select('main', fromHtml(readFileSync(path.join(out, 'laws', '27', '2017', 'index.html'), 'utf8')))?.properties[
          'dataEditionStatus'
        ],
      ).toBe('superseded');
    },
  );
});

/** An embed's status: the data-status of its status line and the line's words. */
function embedStatus(site: string, edition: string, clause: string): { status: unknown; line: string } {
  const embed = fromHtml(readFileSync(path.join(site, 'embed', 'laws', '27', edition, clause, 'index.html'), 'utf8'));
  const status = select('p.status', embed);
  return { status: status?.properties['dataStatus'], line: toText(status!).replace(/\s+/g, ' ').trim() };
}

/** A copy of the sources at `content` with the 2027 edition: its registry entry, and the 2017 text with one word changed in 27A1. */
function withNextEdition(content: string): string {
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
  return content;
}
