/**
 * The example pages as built, read without running any script: one page
 * per example with its auction table (the dealer named, the insufficient
 * bid labelled), the source and its verdicts, and the engine agreeing.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRuledEdition } from '../../src/bridge/ruled-editions';
import { loadExamples } from '../../src/model/examples';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import type { Element } from 'hast';
import { allPages, readPage, select, selectAll, toText } from './site';

/** What the eye reads: text without the words kept for screen readers. */
function visibleText(node: Element): string {
  const strip = (n: Element): Element => ({
    ...n,
    children: n.children
      .filter((c) => !(c.type === 'element' && String(c.properties['className'] ?? '').includes('visually-hidden')))
      .map((c) => (c.type === 'element' ? strip(c) : c)),
  });
  return toText(strip(node)).replace(/\s+/g, ' ');
}

const { examples } = loadExamples(path.resolve(import.meta.dirname, '..', '..', 'content', 'examples'));
/** The registry's editions the engine rules under, in its order, by their short names: what the widget and the assistant offer. */
const ruled = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'))
  .editions.filter((e) => isRuledEdition(e.id))
  .map((e) => ({ id: e.id, short: e.short }));

describe('examples index', () => {
  const page = readPage('/examples/');

  it('lists every example, grouped by source', () => {
    const zone7 = selectAll('section[data-source="zone7-2008"] li[data-example]', page).map((e) =>
      String(e.properties['dataExample']),
    );
    const guide = selectAll('section[data-source="comparable-calls"] li[data-example]', page).map((e) =>
      String(e.properties['dataExample']),
    );
    expect(zone7).toEqual(examples.filter((e) => e.source.document === 'zone7-2008').map((e) => e.id));
    expect(guide).toEqual(examples.filter((e) => e.source.document === 'comparable-calls').map((e) => e.id));
    for (const e of examples) expect(select(`a[href="/examples/${e.id}/"]`, page), e.id).toBeDefined();
  });
});

describe.each(examples.map((e) => [e.id, e] as const))('/examples/%s/', (id, example) => {
  const url = `/examples/${id}/`;
  it('is built', () => {
    expect(allPages()).toContain(url);
  });
  const page = readPage(url);

  it('shows the auction table without JavaScript: W N E S, the dealer named, the irregular call marked in words', () => {
    const table = select('table.auction-table', page)!;
    expect(table).toBeDefined();
    const heads = selectAll('thead th', table).map((th) => toText(th).trim());
    expect(heads.map((h) => h.split(' ')[0])).toEqual(['West', 'North', 'East', 'South']);
    const dealerName = { N: 'North', E: 'East', S: 'South', W: 'West' }[example.dealer];
    expect(heads.find((h) => h.includes('(dealer)'))).toBe(`${dealerName} (dealer)`);
    const calls = selectAll('td[data-index]', table);
    const auction = example.auction ?? [];
    expect(calls).toHaveLength(auction.length + 1);
    const last = calls[calls.length - 1]!;
    if (example.kind === 'insufficient-bid') {
      expect(last.properties['dataMark']).toBe('insufficient');
      expect(toText(last)).toContain('insufficient');
      expect(select('.call', last)?.properties['dataCall']).toBe(example.insufficient);
    } else {
      expect(last.properties['dataMark']).toBe('turn');
    }
    // Every call has words for screen readers next to its symbol.
    for (const c of selectAll('.call', table)) {
      expect(select('[aria-hidden="true"]', c)).toBeDefined();
      expect(toText(select('.visually-hidden', c)!)).toMatch(
        /^(one|two|three|four|five|six|seven) |^(pass|double|redouble)$/,
      );
    }
  });

  it('names the source (linked to its guidance page), the edition and the intended meaning', () => {
    expect(select(`.ex-facts a[href="/guidance/${example.source.document}/"]`, page)).toBeDefined();
    expect(
      select(`.ex-facts dd[data-edition="${example.edition}"] a[href="/laws/27/${example.edition}/"]`, page),
    ).toBeDefined();
    expect(toText(select('.ex-facts dd[data-intent]', page)!).replace(/\s+/g, ' ')).not.toBe('');
  });

  it('lists each replacement the source discusses with its verdict, and the engine agrees', () => {
    const items = selectAll('li.ex-replacement', page);
    expect(items).toHaveLength(example.replacements.length);
    example.replacements.forEach((r, i) => {
      const item = items[i]!;
      expect(item.properties['dataSourceRestriction']).toBe(r.verdict.restriction);
      expect(visibleText(item)).toContain(r.verdict.quote.replace(/\s+/g, ' '));
      if (example.kind === 'insufficient-bid') {
        expect(item.properties['dataAgrees']).toBe('true');
        if (r.verdict.clause !== undefined) expect(item.properties['dataEngineClause']).toBe(r.verdict.clause);
        expect(item.properties['dataEnginePartnerMustPass']).toBe(
          String(r.verdict.restriction === 'partner-must-pass'),
        );
      } else {
        expect(item.properties['dataEngineClause']).toBeUndefined();
        expect(select('.ex-engine-verdict', item)).toBeUndefined();
      }
    });
  });

  it('embeds the widget data in the page (nothing to fetch) and hides the interactive parts until a script runs', () => {
    const widget = select('[data-auction-widget]', page)!;
    const data = JSON.parse(String(widget.properties['dataWidget'])) as { id: string; discussed: unknown[] };
    expect(data.id).toBe(id);
    expect(data.discussed).toHaveLength(example.replacements.length);
    for (const node of selectAll('[data-js]', widget)) expect(node.properties['hidden']).toBe(true);
    expect(select('[data-bbox]', widget)?.properties['hidden'] ?? true).toBe(true);
    expect(selectAll('.aw-discussed li', widget)).toHaveLength(example.replacements.length);
  });

  if (example.kind === 'insufficient-bid') {
    it('offers the editions of the registry the engine rules under, by the registry’s short names', () => {
      const widget = select('[data-auction-widget]', page)!;
      const labels = selectAll('.aw-editions label', widget).map((l) => ({
        id: String(select('input', l)?.properties['value']),
        short: toText(l).replace("(the source's)", '').trim(),
      }));
      expect(labels).toEqual(ruled);
      expect((JSON.parse(String(widget.properties['dataWidget'])) as { editions: unknown }).editions).toEqual(ruled);
    });
  }

  if (example.kind === 'call-out-of-rotation') {
    it('says it is not a Law 27 case', () => {
      expect(toText(select('.ex-coot-note', page)!)).toMatch(/Not a Law 27 case/);
      expect(select('[data-bbox]', page)).toBeUndefined();
    });
  }
});

describe('the assistant page', () => {
  it('is built, with its form and both bidding boxes', () => {
    const page = readPage('/assistant/');
    expect(select('form[data-assistant]', page)).toBeDefined();
    expect(selectAll('[data-bbox]', page)).toHaveLength(2);
  });

  it('offers the same editions as the widget, by the registry’s short names', () => {
    const page = readPage('/assistant/');
    const options = selectAll('#as-edition option', page).map((o) => ({
      id: String(o.properties['value']),
      short: toText(o).trim(),
    }));
    // First, hidden until needed: the entry shown when no text here was in force for the body on the date.
    expect(options[0]).toEqual({ id: '', short: 'No text in force: choose one' });
    expect(options.slice(1)).toEqual(ruled);
  });
});

describe('an example page shows its ruling under the other texts', () => {
  it('1NT (2♦) 2♣, written for March 2008: each replacement under 2017, each branch with its findings, its clause and whether it differs', () => {
    const page = readPage('/examples/zone7-1nt-2d-2c/');
    const sections = selectAll('section.ex-elsewhere', page);
    expect(sections.map((s) => s.properties['dataElsewhere'])).toEqual(['2017']);
    const section = sections[0]!;
    expect(toText(select('h2', section)!)).toBe('Under Law 27 of 2017, the text in force');
    const branches = selectAll('.ex-branch', section);
    // The source found 3♦ and 3♣ of the same or a more precise meaning: comparable under 2017 too (Law 23A1), so only 27B1(a) is left to find.
    expect(
      branches.map(
        (b) =>
          `${String(b.properties['dataRulingEdition'])} ${String(b.properties['dataRulingClause'])} ${String(b.properties['dataDiffers'])}`,
      ),
    ).toEqual(['2017 27B1a true', '2017 27B1b false', '2017 27B1a true', '2017 27B1b false']);
    const last = visibleText(branches[3]!);
    expect(last).toContain('Assumes the Director finds 3♣ does not specify the same denomination(s) as 2♣:');
    expect(last).toContain('Same outcome as under March 2008');
    expect(visibleText(section)).toContain(
      'Carried over from the source: 2♣ is artificial (not incontrovertibly natural); 3♣ is a comparable call.',
    );
  });

  it('a 2017 example shows 2007 and March 2008 once, as one text', () => {
    const page = readPage('/examples/comparable-calls-ib-2/');
    expect(selectAll('section.ex-elsewhere', page).map((s) => toText(select('h2', s)!))).toEqual([
      'Under Law 27 of 2007 and March 2008',
    ]);
  });
});
