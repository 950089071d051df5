/**
 * Route data of the example pages: the engine's ruling on each replacement
 * under every other text of Law 27 whose words differ (2007 and March 2008
 * one group, word for word the same), the source's findings carried only
 * where they mean the same, every open finding asked both ways; checked
 * against a human reading of the Zone 7 examples under 2017.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { carriedFindings, rulingBranches } from '../../src/bridge/ruling-elsewhere';
import { loadCheckedCorpusOrThrow } from '../../src/derive/checked-corpus';
import { outcomeDifferences, rulingsElsewhere, type ElsewhereRuling } from '../../src/site/routes/example';
import { buildSite } from '../../src/site/site';
import { assessmentView } from '../../src/site/assessments';
import { clausePaths, examplePaths, guidancePaths, verdictCounts } from '../../src/site/routes';
import { annotationsJson, guidanceJson } from '../../src/site/data-json';

const TODAY = '2026-01-01';
const corpus = loadCheckedCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'), TODAY);
const site = buildSite(corpus, TODAY);
const example = (id: string) => corpus.examples.find((e) => e.id === id)!;
const elsewhere = (id: string): ElsewhereRuling[] => rulingsElsewhere(site, example(id));
/** "findings => clause, partner must pass" for each branch of a replacement. */
const branches = (g: ElsewhereRuling | undefined, index: number) =>
  g?.replacements
    .find((r) => r.index === index)
    ?.branches.map(
      (b) =>
        `${b.assumes.map((a) => `${a.id}=${a.answer}`).join(' ')} => ${b.ruling.clause}${b.ruling.partnerMustPass ? ' pass' : ''}`,
    );

describe('which texts an example is ruled under besides its own', () => {
  it('a March 2008 example: under 2017 only (2007 has the same words as March 2008)', () => {
    for (const e of corpus.examples.filter((x) => x.kind === 'insufficient-bid' && x.edition === '2008-03')) {
      expect(rulingsElsewhere(site, e).map((g) => [g.editions.map((x) => x.id), g.ruleAs, g.inForce])).toEqual([
        [['2017'], '2017', true],
      ]);
    }
  });

  it('a 2017 example: once under 2007 and March 2008 together, ruled as March 2008', () => {
    expect(
      elsewhere('comparable-calls-ib-2').map((g) => [g.editions.map((x) => `${x.id} ${x.short}`), g.ruleAs, g.inForce]),
    ).toEqual([[['2007 2007', '2008-03 March 2008'], '2008-03', false]]);
  });

  it('a call out of rotation is not a Law 27 case: none', () => {
    expect(elsewhere('comparable-calls-coot-1a')).toEqual([]);
  });
});

describe("the source's findings, carried over", () => {
  it('what a bid is in the methods carries; the tests that the texts word otherwise do not', () => {
    // "Same or a more precise meaning": a yes makes the call comparable under 2017 (Law 23A1, 23A2); a no says nothing of 23A.
    expect(
      carriedFindings(
        { insufficientArtificial: true, replacementArtificial: true, comparable: true },
        '2008-03',
        '2017',
      ),
    ).toEqual({
      carried: { insufficientArtificial: true, replacementArtificial: true, comparable: true },
      dropped: [],
      read: [],
    });
    expect(carriedFindings({ insufficientArtificial: true, comparable: false }, '2008-03', '2017')).toEqual({
      carried: { insufficientArtificial: true },
      dropped: ['comparable'],
      read: [],
    });
    expect(
      carriedFindings({ insufficientArtificial: true, sameDenominations: true, comparable: true }, '2017', '2008-03')
        .dropped,
    ).toEqual(['sameDenominations', 'comparable']);
    // Same words: everything carries.
    expect(carriedFindings({ comparable: true }, '2007', '2008-03').carried).toEqual({ comparable: true });
    // A bid the source does not call artificial is read as natural, as its own ruling reads it, and said so.
    expect(
      carriedFindings({}, '2008-03', '2017', { assumed: ['insufficientArtificial', 'replacementArtificial'] }),
    ).toEqual({
      carried: { insufficientArtificial: false, replacementArtificial: false },
      dropped: [],
      read: ['insufficientArtificial', 'replacementArtificial'],
    });
  });

  it('every open finding is asked both ways, yes first', () => {
    const b = rulingBranches({
      edition: '2017',
      dealer: 'W',
      calls: ['1NT', '2D'],
      insufficient: '2C',
      accepted: false,
      premature: false,
      replacement: '3C',
      judgement: { insufficientArtificial: true },
    });
    expect(b.map((x) => `${x.assumes.map((a) => `${a.id}=${a.answer}`).join(' ')} => ${x.ruling.clause}`)).toEqual([
      'sameDenominations=true => 27B1a',
      'sameDenominations=false comparable=true => 27B1b',
      'sameDenominations=false comparable=false => 27B2',
    ]);
    expect(b.every((x) => x.ruling.assumed.length === 0)).toBe(true);
  });
});

describe('the Zone 7 examples under 2017, against a human reading (research/assessments/zone7-2008-examples.yaml)', () => {
  it('4NT (4♦) → 5♦: a comparable call, 27B1(b), as in March 2008 (an ace-showing answer specifies no denomination)', () => {
    const [g] = elsewhere('zone7-4nt-4d');
    // The source's "same meaning" carries as comparable (Law 23A1): only the new 27B1(a) test is left to find.
    expect(branches(g, 0)).toEqual(['sameDenominations=true => 27B1a', 'sameDenominations=false => 27B1b']);
    expect(g?.replacements[0]?.branches[1]?.differs).toEqual([]);
  });

  it('1♦ (1♠) 1♥: 2♥ under 27B1(a) with nothing left to find; the double the source finds of the same meaning is comparable, 27B1(b); a pass 27B2 unless found comparable', () => {
    const [g] = elsewhere('zone7-1d-1s-1h');
    expect(branches(g, 0)).toEqual([' => 27B1a']);
    expect(g?.replacements[0]?.read).toEqual(['insufficientArtificial', 'replacementArtificial']);
    expect(branches(g, 1)).toEqual([' => 27B1b']);
    expect(branches(g, 2)).toEqual(['comparable=true => 27B1b', 'comparable=false => 27B2 pass']);
    expect(g?.replacements[2]?.branches[1]?.differs).toEqual([]);
  });

  it('1NT (2♠) 2♦ → 3♥: same outcome, first under 27B1(a) when the transfer and 3♥ both specify hearts — the change of clause is said', () => {
    const [g] = elsewhere('zone7-1nt-2s-2d');
    expect(branches(g, 0)?.[0]).toBe('sameDenominations=true => 27B1a');
    expect(g?.replacements[0]?.branches[0]?.differs).toEqual([
      'decided by Law 27B1a, not Law 27B1b as under March 2008',
    ]);
  });

  it('1NT (2♦) 2♣ → 3♣, found of the same meaning under March 2008: comparable under 2017 too (Law 23A1), so partner is never barred; the change of clause is said', () => {
    const [g] = elsewhere('zone7-1nt-2d-2c');
    const r = g?.replacements.find((x) => x.call === '3C');
    expect(r?.carried).toEqual({ insufficientArtificial: true, comparable: true });
    expect(r?.dropped).toEqual([]);
    expect(r?.branches.map((b) => [b.ruling.clause, b.ruling.partnerMustPass])).toEqual([
      ['27B1a', false],
      ['27B1b', false],
    ]);
    expect(r?.branches[0]?.differs).toEqual(['decided by Law 27B1a, not Law 27B1b as under March 2008']);
  });

  it('2NT 2♥ → 3♥ transfer: 27B1(a) when both specify spades', () => {
    expect(branches(elsewhere('zone7-2nt-2h')[0], 0)?.[0]).toBe('sameDenominations=true => 27B1a');
  });

  it('outcomeDifferences: nothing for the same ruling', () => {
    const [g] = elsewhere('zone7-1d-1s-1h');
    const r = g!.replacements[0]!;
    expect(outcomeDifferences(r.base, r.base, 'March 2008')).toEqual([]);
  });

  it("each example page's route data carries them", () => {
    const route = examplePaths(site)
      .find((x) => x.params.id === 'zone7-1nt-2d-2c')
      ?.props.route();
    expect(route?.elsewhere.map((g) => g.ruleAs)).toEqual(['2017']);
  });
});

describe('assessments as the pages and /data/ show them', () => {
  it("a passage's note: verdict in words, the sentence, the 2017 clauses as links into the 2017 text", () => {
    const v = assessmentView(site, 'zone7-2008', 'law-27c');
    expect(v?.label).toBe('Holds in part');
    expect(v?.against).toEqual({ id: '2017', short: '2017' });
    expect(v?.now.map((n) => [n.label, n.href])).toEqual([
      ['27C', '/laws/27/2017/#C'],
      ['27A1', '/laws/27/2017/#A1'],
      ['27B3', '/laws/27/2017/#B3'],
      ['27B4', '/laws/27/2017/#B4'],
    ]);
    expect(assessmentView(site, 'zone7-2008', 'law-40')).toBeNull();
    expect(assessmentView(site, 'comparable-calls', 'comparable-call')).toBeNull();
  });

  it('the guidance route and the clause route carry them; a group of passages counts its verdicts', () => {
    const g = guidancePaths(site)
      .find((x) => x.params.doc === 'zone7-2008')
      ?.props.route();
    expect(g?.passages.find((p) => p.passage.id === 'law-27b1b')?.assessment?.verdict).toBe('holds-in-part');
    const b1b = clausePaths(site)
      .find((x) => x.params.slug === 'B1b')
      ?.props.route();
    const zone7 = b1b?.guidance.find((x) => x.document.id === 'zone7-2008');
    expect(zone7?.passages.every((p) => p.assessment !== null)).toBe(true);
    expect(zone7?.verdicts).toBe(verdictCounts(zone7?.passages ?? []));
    expect(zone7?.verdicts).toMatch(/^\d+ still hold, \d+ hold in part$/);
    expect(verdictCounts([{ assessment: null }])).toBeNull();
  });

  it('/data/: a new field, assessment, on each passage and annotation (null where there is none); no field renamed', () => {
    const doc = corpus.guidance.find((d) => d.id === 'zone7-2008')!;
    const json = guidanceJson(site, doc);
    const p = json.passages.find((x) => x.id === 'law-27b4');
    expect(Object.keys(p ?? {})).toEqual([
      'id',
      'position',
      'line',
      'title',
      'url',
      'annotates',
      'mentions',
      'examples',
      'text',
      'assessment',
    ]);
    expect(p?.assessment).toEqual({
      by: 'knowledge base',
      verdict: 'holds',
      why: expect.stringContaining('"as A1 allows"'),
      against: '2017',
      now: [
        { law: 27, clause: 'B4', url: '/laws/27/2017/#B4' },
        { law: 27, clause: 'B3', url: '/laws/27/2017/#B3' },
        { law: 27, clause: 'A1', url: '/laws/27/2017/#A1' },
      ],
    });
    const ann = annotationsJson(site).annotations;
    expect(ann.find((a) => a.passage === 'law-27b1a')?.assessment?.verdict).toBe('holds-in-part');
    expect(ann.find((a) => a.document === 'comparable-calls')?.assessment).toBeNull();
  });
});
