/**
 * "What changed since" (/changes/<from>/), the verdict table, the embeds and
 * the linked data, read from the built site and held against what the
 * sources and the engine give now: a page built from stale rulings or
 * summaries fails here.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCheckedCorpusOrThrow } from '../../src/derive/checked-corpus';
import { getComparison } from '../../src/derive/law-comparisons';
import { exampleCases, precedentCases, rulingsThatChange, rulingsAcross } from '../../src/derive/rulings-across';
import { ROOT } from '../../scripts/support/run-build';
import { allPages, readJson, readPage, select, selectAll, siteDir, toText } from './site';

const corpus = loadCheckedCorpusOrThrow(path.join(ROOT, 'content'));
const law = corpus.laws.find((l) => l.number === 27)!;
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('/changes/<from>/', () => {
  for (const from of ['2007', '2008-03']) {
    it(`${from}: every changed clause against 2017, with its class and the summary the content gives`, () => {
      const page = readPage(`/changes/${from}/`);
      const changed = getComparison(law, from, '2017').clauses.filter((c) => c.status !== 'unchanged');
      const shown = selectAll('.changed-clauses > li', page).map((li) => [
        li.properties['dataClause'],
        li.properties['dataClass'],
      ]);
      expect(shown).toEqual(changed.map((c) => [c.id, c.status]));
      const summaries = corpus.changeSummaries.find((s) => s.from === from && s.to === '2017')!;
      for (const li of selectAll('.changed-clauses > li', page)) {
        const s = summaries.clauses.find((c) => c.clause === li.properties['dataClause'])!;
        expect(norm(toText(select('.change-summary', li)!))).toBe(s.summary);
        expect(select('a.changed-label', li)?.properties['href']).toBe(`/laws/27/compare/${from}...2017/#${s.clause}`);
      }
      expect(selectAll('.renumbered-list li', page).map((li) => li.properties['dataRenumbered'])).toEqual([
        'Law 23 → Law 72C',
        'Law 16D → Law 16C',
        'Law 26 → Law 26B',
      ]);
    });

    it(`${from}: the rulings that change are those the engine gives now`, () => {
      const page = readPage(`/changes/${from}/`);
      const now = rulingsThatChange(
        [...exampleCases(corpus.examples), ...precedentCases(corpus.precedents)],
        from,
        '2017',
      );
      expect(now.length).toBeGreaterThan(0);
      const shown = selectAll('.rulings-change > li', page).map((li) => ({
        id: li.properties['dataCase'],
        aspects: selectAll('.differences > li', li).map((d) => norm(toText(d))),
      }));
      expect(shown.map((s) => s.id)).toEqual(now.map((c) => c.case.id));
      shown.forEach((s, i) => expect(s.aspects.length).toBe(now[i]!.differences.length));
      // The transfer answered at the wrong level: 27B1(a) under 2017, partner barred under the older texts.
      expect(shown.find((s) => s.id === 'comparable-calls-ib-2/3♦')?.aspects).toContain(
        `Partner: ${from === '2007' ? '2007' : 'March 2008'}: partner must pass → 2017: no restriction on partner`,
      );
    });
  }

  it('2008-03: guidance on a changed clause says what our assessments found, passage by passage, never a bare "check"', () => {
    const page = readPage('/changes/2008-03/');
    const items = selectAll('li[data-kind]', page).filter((li) =>
      ['guidance', 'assessment'].includes(String(li.properties['dataKind'])),
    );
    const assessed = items.filter((li) => li.properties['dataKind'] === 'assessment');
    expect(assessed.length).toBeGreaterThan(0);
    // Every Zone 7 item on a changed clause is an assessment: the note says holds, holds in part or no longer holds.
    expect(items.filter((li) => li.properties['dataHolds'] === 'check').map((li) => norm(toText(li)))).toEqual([]);
    const b1a = assessed.find((li) => norm(toText(li)).includes('27B1(a)'))!;
    expect(b1a.properties['dataHolds']).toBe('holds-in-part');
    expect(norm(toText(b1a))).toMatch(/our notes: .*hold(s)? in part/);
  });

  it('/changes/ links each older text, and each governing body’s periods lead to the page of the text that applied', () => {
    const page = readPage('/changes/');
    expect(selectAll('.changes-editions a', page).map((a) => a.properties['href'])).toEqual([
      '/changes/2008-03/',
      '/changes/2007/',
    ]);
    // Each older text's line counts its page's changed clauses by class, substance first, never one count that
    // makes a comma look like a change of substance (issue 42 §8).
    for (const li of selectAll('.changes-editions > li', page)) {
      const rows = selectAll('.changed-clauses > li', readPage(`/changes/${String(li.properties['dataEdition'])}/`));
      const classes = rows.map((r) => String(r.properties['dataClass']));
      const substantive = classes.filter((c) => c === 'substantive').length;
      const typographic = classes.filter((c) => c === 'typographic').length;
      const line = norm(toText(li));
      expect(line).toContain(`: ${rows.length} clauses differ (${substantive} changed in substance, `);
      expect(line).toContain(`, ${typographic} punctuation or typography only)`);
      const counted = [...(line.match(/clauses differ \(([^)]*)\)/)?.[1] ?? '').matchAll(/(?:^|, )(\d+) /g)].map((m) =>
        Number(m[1]),
      );
      expect(counted.reduce((n, x) => n + x, 0)).toBe(rows.length);
    }
    const ebu = select('li[data-body="EBU"]', page)!;
    expect(selectAll('a', ebu).map((a) => a.properties['href'])).toEqual(['/changes/2008-03/']);
    expect(norm(toText(ebu))).toContain('2017, the text in force: nothing has changed');
  });
});

describe('the verdict table', () => {
  it('/data/verdicts.json is every case under every text, as the engine rules now', () => {
    const data = readJson('/data/verdicts.json') as {
      editions: string[];
      cases: {
        id: string;
        rulings: { edition: string; clause: string | null; partnerMustPass: boolean; identifier: string | null }[];
      }[];
    };
    expect(data.editions).toEqual(['2007', '2008-03', '2017']);
    const now = rulingsAcross([...exampleCases(corpus.examples), ...precedentCases(corpus.precedents)], data.editions);
    // The published rulings are cases too, each ruled under every text.
    expect(data.cases.filter((c) => corpus.precedents.some((p) => p.id === c.id)).length).toBe(
      corpus.precedents.length,
    );
    expect(data.cases.map((c) => c.id)).toEqual(now.map((c) => c.case.id));
    data.cases.forEach((c, i) =>
      c.rulings.forEach((r, j) => {
        const u = now[i]!.under[j]!;
        expect(r.partnerMustPass).toBe(u.ruling?.partnerMustPass ?? false);
        expect(r.clause === null).toBe(u.ruling === null);
      }),
    );
    expect(data.cases.find((c) => c.id === 'zone7-4nt-4d/5♦')?.rulings.map((r) => r.identifier)).toEqual([
      'bridge-laws:27:2007:B1b',
      'bridge-laws:27:2008-03:B1b',
      'bridge-laws:27:2017:B1b',
    ]);
  });

  it('/verdicts/ marks the cells that differ from the ruling under the text the source was written for', () => {
    const page = readPage('/verdicts/');
    const row = select('tr[data-case="comparable-calls-ib-2/3♦"]', page)!;
    expect(
      selectAll('td', row).map((td) => [td.properties['dataEdition'], td.properties['dataDiffers'] ?? null]),
    ).toEqual([
      ['2007', 'yes'],
      ['2008-03', 'yes'],
      ['2017', null],
    ]);
  });
});

describe('embeds', () => {
  const embeds = allPages().filter((p) => p.startsWith('/embed/'));
  it('one per clause of each text, each with no script, no inline style, its own stylesheet, citation, status and permanent address', () => {
    const clauses = law.texts.reduce(
      (n, t) => n + selectAll('section[id]', readPage(`/laws/27/${t.edition}/`)).length,
      0,
    );
    expect(embeds.length).toBeGreaterThan(30);
    expect(embeds.length).toBeLessThanOrEqual(clauses);
    for (const url of embeds) {
      const page = readPage(url);
      const [, , , , edition, clause] = url.split('/');
      expect(selectAll('script', page), url).toEqual([]);
      expect(selectAll('style, [style]', page), url).toEqual([]);
      expect(selectAll('link[rel="stylesheet"]', page).map((l) => l.properties['href'])).toEqual(['/embed/embed.css']);
      const article = select('article.embed', page)!;
      expect(article.properties['dataIdentifier']).toBe(`bridge-laws:27:${edition}:${clause}`);
      expect(select('.cite a', page)?.properties['href']).toBe(`/laws/27/${edition}/#${clause}`);
      expect(select('.status', page)?.properties['dataStatus']).toBe(edition === '2017' ? 'current' : 'superseded');
    }
    expect(norm(toText(select('.status', readPage('/embed/laws/27/2008-03/B1b/'))!))).toBe(
      'Superseded by the 2017 text, in force from 1 August 2017; 2017 is the text in force today. Law 27B1(b) (2017).',
    );
  });

  it('_headers lets any site frame the embeds and no other page', () => {
    const headers = readFileSync(path.join(siteDir(), '_headers'), 'utf8');
    expect(headers).toContain("/*\n  Content-Security-Policy: frame-ancestors 'self'");
    expect(headers).toContain(
      '/embed/*\n  ! Content-Security-Policy\n  ! X-Frame-Options\n  Content-Security-Policy: frame-ancestors *',
    );
  });

  it('the clause tools offer the iframe snippet', () => {
    const snippet = select('section[id="B1b"] .embed-snippet', readPage('/laws/27/2017/'));
    expect(norm(toText(snippet!))).toBe(
      '<iframe src="/embed/laws/27/2017/B1b/" title="Law 27B1(b) (2017)" width="600" height="260" loading="lazy"></iframe>',
    );
  });
});

describe('linked data', () => {
  const pages = allPages().filter((p) => /^\/laws\/27\/[^/]+\/$/.test(p));
  it('every text and clause page has schema.org Legislation naming the edition and its status', () => {
    // Each text's page and each clause's page (one per clause id across the texts).
    expect(pages.length).toBe(
      law.texts.length +
        new Set(
          law.texts.flatMap((t) =>
            selectAll('section[id]', readPage(`/laws/27/${t.edition}/`)).map((s) => String(s.properties['id'])),
          ),
        ).size,
    );
    for (const url of pages) {
      const script = select('script[type="application/ld+json"]', readPage(url));
      expect(script, url).toBeDefined();
      const data = JSON.parse(toText(script!)) as Record<string, unknown> & { '@graph'?: Record<string, unknown>[] };
      const items = data['@graph'] ?? [data];
      expect(data['@context']).toBe('https://schema.org');
      for (const item of items) {
        expect(item['@type']).toBe('Legislation');
        expect(item['legislationLegalValue']).toBe('https://schema.org/UnofficialLegalValue');
        expect(['https://schema.org/InForce', 'https://schema.org/NotInForce']).toContain(
          item['legislationLegalForce'],
        );
        expect(String(item['identifier'])).toMatch(/^bridge-laws:27:(2007|2008-03|2017)(:[A-Za-z0-9]+)?$/);
        expect(item['isPartOf']).toBeTruthy();
      }
    }
    const text = JSON.parse(
      toText(select('script[type="application/ld+json"]', readPage('/laws/27/2017/'))!),
    ) as Record<string, unknown>;
    expect(text).toMatchObject({
      identifier: 'bridge-laws:27:2017',
      legislationLegalForce: 'https://schema.org/InForce',
      legislationChanges: { identifier: 'bridge-laws:27:2008-03' },
    });
    const clause = JSON.parse(toText(select('script[type="application/ld+json"]', readPage('/laws/27/B1b/'))!)) as {
      '@graph': Record<string, unknown>[];
    };
    expect(clause['@graph'].map((g) => [g['identifier'], g['legislationLegalForce']])).toEqual([
      ['bridge-laws:27:2007:B1b', 'https://schema.org/NotInForce'],
      ['bridge-laws:27:2008-03:B1b', 'https://schema.org/NotInForce'],
      ['bridge-laws:27:2017:B1b', 'https://schema.org/InForce'],
    ]);
    expect(clause['@graph'][2]?.['legislationChanges']).toMatchObject({ identifier: 'bridge-laws:27:2008-03:B1b' });
  });
});
