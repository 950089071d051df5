import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { InsufficientBidExample } from '../../src/bridge/examples';
import { engineBeside } from '../../src/derive/precedent-rulings';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import {
  CLAUSE_CHOICES,
  exampleCaseIds,
  exampleCaseInputs,
  practiceCase,
  pageTitles,
  practiceCases,
  practiceRoutes,
  type PracticeCaseInput,
} from '../../src/site/routes/practice';
import { asSentence, leadIn } from '../../src/site/precedent-words';
import { buildSite } from '../../src/site/site';

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content');
const corpus = loadCorpusOrThrow(CONTENT);
const site = buildSite(corpus, '2026-11-25');
const cases = practiceCases(site);
const examples = cases.filter((c) => c.kind === 'example');
const precedents = cases.filter((c) => c.kind === 'precedent');
const byId = (id: string) => cases.find((c) => c.id === id)!;

describe('the practice cases', () => {
  it('are every replacement of every Law 27 example the engine rules under, one case each (no call out of rotation), then the published rulings', () => {
    const law27 = corpus.examples.filter((e): e is InsufficientBidExample => e.kind === 'insufficient-bid');
    expect(examples.length).toBe(
      law27.reduce((n, e) => n + e.replacements.filter((r) => r.call !== undefined).length, 0),
    );
    expect(examples.length).toBe(16);
    expect(cases.map((c) => c.kind)).toEqual([...examples.map(() => 'example'), ...precedents.map(() => 'precedent')]);
    expect(cases.some((c) => c.id.startsWith('comparable-calls-coot'))).toBe(false);
  });

  it('have stable, distinct ids, <example>.<call> with .2 for a call discussed twice, and their own page /practice/<id>/', () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(cases.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'zone7-1d-1s-1h.2h',
        'zone7-1d-1s-1h.x',
        'zone7-1d-1s-1h.p',
        'zone7-1s-2h-1nt.2nt',
        'zone7-1s-2h-1nt.2nt.2',
      ]),
    );
    for (const c of examples) expect(c.id).toMatch(/^[a-z0-9-]+\.[a-z0-9]+(\.\d+)?$/);
    expect(byId('zone7-1d-1s-1h.x').practiceHref).toBe('/practice/zone7-1d-1s-1h.x/');
    expect(byId('zone7-1d-1s-1h.x').href).toBe('/examples/zone7-1d-1s-1h/');
    const ex = corpus.examples.find((e) => e.id === 'zone7-1s-2h-1nt') as InsufficientBidExample;
    expect(exampleCaseIds(ex)).toEqual(['zone7-1s-2h-1nt.2nt', 'zone7-1s-2h-1nt.2nt.2']);
  });

  it('carry the source: its facts, findings, edition, ruling and citation', () => {
    const c = byId('zone7-1d-1s-1h.p');
    expect(c).toMatchObject({
      edition: '2008-03',
      editionShort: 'March 2008',
      dealer: 'W',
      offender: 'E',
      calls: ['1D', '1S'],
      insufficient: '1H',
      table: { accepted: false, premature: false, replacement: 'P' },
      published: {
        clause: '27B2',
        clauseStated: true,
        partnerMustPass: true,
        leadRestrictions: true,
        adjustedScore: null,
      },
      sourceShort: 'Zone 7 slides (2008)',
    });
    expect(c.published.quote).toContain('Law 27B2 applies');
    expect(c.citation).toMatch(/^Zone 7 Law Interpretations, Regulations and Guidance, Part III \(Law 27\)/);
    expect(byId('zone7-1nt-2d-2c.3d').findings).toEqual({
      insufficientArtificial: true,
      replacementArtificial: true,
      comparable: true,
    });
    // The 27D note of the Zone 7 slides on 1♠ – (2♥) – 1NT is recorded on both of its replacements.
    expect([
      byId('zone7-1s-2h-1nt.2nt').published.adjustedScore,
      byId('zone7-1s-2h-1nt.2nt.2').published.adjustedScore,
    ]).toEqual([true, true]);
  });

  it('have the engine’s ruling on the same facts, and the clause quoted from the edition the case is ruled under', () => {
    const c = byId('zone7-1d-1s-1h.p');
    expect(c.engine).toMatchObject({
      clause: '27B2',
      partnerMustPass: true,
      leadRestrictions: true,
      adjustedScore: false,
    });
    expect(c.quotes).toEqual([
      expect.objectContaining({
        clause: '27B2',
        citation: 'Law 27B2 (March 2008)',
        href: '/laws/27/2008-03/#B2',
        text: expect.stringMatching(
          /^except as provided in B1 above, .* The lead restrictions in Law 26 may apply, and see Law 23\.$/,
        ),
      }),
    ]);
    const b = byId('comparable-calls-ib-1.x');
    expect(b.quotes[0]).toMatchObject({ clause: '27B1b', citation: 'Law 27B1(b) (2017)', href: '/laws/27/2017/#B1b' });
    expect(b.quotes[0]?.text).toContain('comparable call');
  });

  it('take the key from the published ruling where it says, and from the engine where it is silent', () => {
    expect(byId('zone7-1d-1s-1h.2h').key).toEqual({
      clause: { value: '27B1a', basis: 'published' },
      partnerMustPass: { value: false, basis: 'published' },
      leadRestrictions: { value: false, basis: 'engine' },
      adjustedScore: { value: true, basis: 'engine' },
    });
    expect(byId('zone7-1d-1s-1h.p').key.leadRestrictions).toEqual({ value: true, basis: 'published' });
  });

  it('agree with the engine on every field the examples’ sources state (a test of the data, not of the code)', () => {
    const differing = examples.filter((c) => Object.values(c.agrees).some((a) => a === false)).map((c) => c.id);
    expect(differing).toEqual([]);
  });

  it('quote both clauses, mark the difference and score nothing the source leaves unsaid when the published clause is not the engine’s', () => {
    const input = exampleCaseInputs(
      site,
      corpus.examples.find((e) => e.id === 'zone7-1d-1s-1h')!,
    )[0]!;
    const changed: PracticeCaseInput = {
      ...input,
      published: { ...input.published, clause: '27B1b', partnerMustPass: null },
    };
    const c = practiceCase(site, changed);
    expect(c.agrees).toEqual({ clause: false, partnerMustPass: null, leadRestrictions: null, adjustedScore: null });
    expect(c.quotes.map((q) => q.clause)).toEqual(['27B1b', '27B1a']);
    expect(c.key.clause).toEqual({ value: '27B1b', basis: 'published' });
    // The engine's "partner may call" follows from its own clause, not the source's: what the source does not say is not scored.
    expect(c.key.partnerMustPass).toEqual({ value: null, basis: 'none' });
  });

  it('are dealt from /practice/, which lists every case by kind, each with its own page holding that case only', () => {
    const { index, pages } = practiceRoutes(site);
    expect(index.ids).toEqual(cases.map((c) => c.id));
    expect(index.groups.flatMap((g) => g.cases.map((c) => c.id))).toEqual(index.ids);
    for (const g of index.groups) expect(new Set(g.cases.map((c) => c.kind))).toEqual(new Set([g.kind]));
    expect(index.groups[0]?.cases.find((c) => c.id === 'zone7-1d-1s-1h.p')).toMatchObject({
      replacement: 'P',
      sourceShort: 'Zone 7 slides (2008)',
      editionShort: 'March 2008',
      href: '/practice/zone7-1d-1s-1h.p/',
    });
    expect(pages.map((p) => p.params.id)).toEqual(index.ids);
    const page = pages.find((p) => p.params.id === 'zone7-1d-1s-1h.p')!;
    expect(page.props.c.id).toBe('zone7-1d-1s-1h.p');
    expect(page.props.heading).toBe('1♦ – (1♠) – 1♥, replaced by Pass');
    expect(page.props.cases).toBe(index.ids.length);
    expect(page.props.choices.map((c) => c.label)).toEqual(['27A1', '27B1(a)', '27B1(b)', '27B2', '27B3', '27B4']);
  });
});

/** The one name of a publication, read from content/publications.yaml as plain YAML. */
function publicationName(id: string): string | undefined {
  const list = parseYaml(readFileSync(path.join(CONTENT, 'publications.yaml'), 'utf8')) as {
    id: string;
    name: string;
  }[];
  return list.find((p) => p.id === id)?.name;
}

/**
 * Words that say how a case was ruled, or what the ruling turned on: a case's
 * heading must state the situation only (issue 42 §7). A clause of Law 27 named
 * is the answer to the first question; "accepted" is the 27A1 answer.
 */
const OUTCOME_WORDS =
  /\b(?:bar(?:s|red|ring)?|penalt(?:y|ies)|made good|make good|cannot|can't|must|pass(?:es)? throughout|accept(?:s|ed)?|cancel(?:s|led)?|rul(?:e|es|ed|ing)|lead restrictions?|adjust(?:s|ed|ment)?|allowed|stands|(?:not )?comparable|free|silence[sd]?|keeps? partner|mechanical error|27[A-D]\d?(?:\([a-z]\))?|27[A-D]\d?[a-z]?)\b/gi;
const giveaways = (heading: string): string[] => heading.match(OUTCOME_WORDS) ?? [];

describe('practice headings', () => {
  it('state the situation, never the ruling: no case’s heading, in the list or on its page, names an outcome', () => {
    const { index, pages } = practiceRoutes(site);
    expect(pages.length).toBe(cases.length);
    for (const p of pages) expect([p.params.id, giveaways(p.props.heading)]).toEqual([p.params.id, []]);
    for (const c of index.groups.flatMap((g) => g.cases)) expect([c.id, giveaways(c.title)]).toEqual([c.id, []]);
  });

  it('give every case’s page a title of its own, telling same-auction cases apart by source and condition, never by the ruling', () => {
    const { pages } = practiceRoutes(site);
    const titles = pages.map((p) => p.props.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const p of pages) {
      expect(p.props.title.startsWith(p.props.heading), p.params.id).toBe(true);
      expect([p.params.id, giveaways(p.props.title)]).toEqual([p.params.id, []]);
      // A heading no other case has is the title as it is.
      const shared = pages.filter((q) => q.props.heading === p.props.heading).length > 1;
      expect([p.params.id, p.props.title === p.props.heading]).toEqual([p.params.id, !shared]);
    }
    const title = (id: string) => pages.find((p) => p.params.id === id)?.props.title;
    // One auction in the Zone 7 slides (March 2008) and the director guide (2017).
    expect([title('zone7-1d-1s-1h.x'), title('comparable-calls-ib-1.x')]).toEqual([
      '1♦ – (1♠) – 1♥, replaced by Dbl — Zone 7 slides (2008)',
      '1♦ – (1♠) – 1♥, replaced by Dbl — Director guide (2017 Laws)',
    ]);
    // One example of the slides read two ways: the second on the condition the slides give.
    expect([title('zone7-1s-2h-1nt.2nt'), title('zone7-1s-2h-1nt.2nt.2')]).toEqual([
      '1♠ – (2♥) – 1NT, replaced by 2NT — Zone 7 slides (2008)',
      '1♠ – (2♥) – 1NT, replaced by 2NT — Zone 7 slides (2008), on condition',
    ]);
  });

  it('cite their source as one sentence, with one full stop whether or not the source’s reference ends with one', () => {
    for (const c of practiceCases(site)) {
      expect([c.id, /[.!?…][”’"')\]]*$/.test(c.citation)]).toEqual([c.id, true]);
      expect([c.id, /\.\.(?!\.)|\.[”’"')\]]*\.$/.test(c.citation)]).toEqual([c.id, false]);
    }
    expect(asSentence('English Bridge, 2015')).toBe('English Bridge, 2015.');
    expect(asSentence('… best left to the Director at the table.')).toBe('… best left to the Director at the table.');
    expect(asSentence('“Is it comparable?”')).toBe('“Is it comparable?”');
    expect(asSentence('(see Law 27.) ')).toBe('(see Law 27.)');
    expect(asSentence('page 3 (Law 27)')).toBe('page 3 (Law 27).');
  });

  it('number same-auction cases of one source when no condition tells them apart', () => {
    const byCase = (id: string) => ({ ...practiceCases(site).find((c) => c.id === id)!, condition: null });
    const [double, twoHearts] = [byCase('zone7-1d-1s-1h.x'), byCase('zone7-1d-1s-1h.2h')];
    const twin = { ...double, titleReplacement: twoHearts.titleReplacement };
    expect(pageTitles([twoHearts, twin, double])).toEqual([
      '1♦ – (1♠) – 1♥, replaced by 2♥ — Zone 7 slides (2008), case 1 of 2',
      '1♦ – (1♠) – 1♥, replaced by 2♥ — Zone 7 slides (2008), case 2 of 2',
      '1♦ – (1♠) – 1♥, replaced by Dbl',
    ]);
  });

  it('would catch the titles that gave rulings away (the precedents’ own titles, which their pages keep)', () => {
    const titles = precedents.map((c) => precedentYaml(c.id).title);
    const flagged = titles.filter((t) => giveaways(t).length > 0);
    expect(flagged).toEqual(
      expect.arrayContaining([
        '2♠ insufficient over a 2NT raise, replaced by 3♣: partner barred, declarer may forbid any suit',
        'Natural 4NT insufficient over 5♦, made good at once with 5NT: the replacement stands and partner stays free (Devon, 2009)',
        "1♥ over a 2♠ opening, 'corrected' to 2♥ (still insufficient), neither accepted; 3♥ keeps partner free",
      ]),
    );
    expect(flagged.length).toBeGreaterThanOrEqual(10);
  });

  it('are the auction as the guides write theirs: the offender’s side bare, the opponents’ in brackets, then the call put in its place', () => {
    expect(byId('bbo-forum-2010-1nt-2d-2c-stayman-corrected-3c')).toMatchObject({
      title: '(1♦) – 1NT – (2♦) – 2♣',
      titleReplacement: '3C',
    });
    expect(
      practiceRoutes(site).pages.find((p) => p.params.id === 'bbo-forum-2010-1nt-2d-2c-stayman-corrected-3c')?.props
        .heading,
    ).toBe('(1♦) – 1NT – (2♦) – 2♣, replaced by 3♣');
    // Nothing put in its place: LHO's calling over it is the situation (whether that accepts it is the question).
    expect(byId('ebu-forum-2h-2c-strong-no-comparable-accepted').title).toBe('(2♥) – 2♣, then LHO calls');
  });
});

/** A precedent's file, read as plain YAML: what the mapping is checked against. */
function precedentYaml(id: string) {
  return parseYaml(readFileSync(path.join(CONTENT, 'precedents', `${id}.yaml`), 'utf8')) as {
    title: string;
    edition: string;
    source: { title: string; publication: string; url: string | null };
    facts: {
      dealer: string;
      calls: string[];
      lhoAccepted: boolean | null;
      premature: boolean | null;
      replacement: string | null;
      assumed: { field: string; why: string }[];
    };
    ruling: {
      published: string;
      clauses: string[];
      otherLaws: string[];
      partnerMustPass: boolean | null;
      leadRestrictions: boolean | null;
      adjustment27D: boolean | null;
      contested: string | false | null;
    };
    quote?: { text: string; where: string } | null;
    engineDiffers?: { reason: string; why: string } | null;
  };
}

describe('the practice cases of published rulings', () => {
  // From the data: a ruling on a deal (an auction, in rotation) with a call put in place of the insufficient bid or
  // LHO's acceptance, whose ruling turned on (deciding) a clause the reader can choose (27A1 only when LHO accepted).
  const withDeal = corpus.precedents.filter(
    (p) =>
      p.kind === 'ruling' &&
      p.facts.calls.length > 0 &&
      !p.facts.outOfRotation &&
      (p.facts.replacement !== null || p.facts.lhoAccepted === true),
  );
  const onAChoice = (p: (typeof withDeal)[number]) =>
    (CLAUSE_CHOICES as readonly string[]).includes(p.deciding) &&
    (p.deciding !== '27A1' || p.facts.lhoAccepted === true);

  it('are the precedents with a deal, a call in place of the bid or its acceptance, and a published ruling on a clause the reader can choose, in the corpus’s order', () => {
    expect(precedents.map((c) => c.id)).toEqual(withDeal.filter(onAChoice).map((p) => p.id));
    expect(precedents.length).toBeGreaterThan(0);
    // Those left out with a deal turned on Law 25A (an unintended call) or on 27C or 27D, not on a clause the reader chooses.
    const left = withDeal.filter((p) => !onAChoice(p));
    expect(left.length).toBeGreaterThan(0);
    for (const p of left)
      expect(p.ruling.otherLaws.includes('25A') || ['27C', '27D'].includes(p.deciding), p.id).toBe(true);
    // A principle stated without a deal is never a case.
    for (const p of corpus.precedents.filter((x) => x.kind === 'principle'))
      expect(cases.some((c) => c.id === p.id)).toBe(false);
    // Their ids are the precedents' own, their pages /practice/<id>/, beside /precedents/<id>/.
    expect(byId('ebu-forum-4h-1nt-replaced-4nt')).toMatchObject({
      practiceHref: '/practice/ebu-forum-4h-1nt-replaced-4nt/',
      href: '/precedents/ebu-forum-4h-1nt-replaced-4nt/',
    });
  });

  it('map the published ruling of ebu-forum-4h-1nt-replaced-4nt as its file gives it: 27B2 read from the three clauses it names, what it does not say null', () => {
    const y = precedentYaml('ebu-forum-4h-1nt-replaced-4nt');
    const c = byId('ebu-forum-4h-1nt-replaced-4nt');
    expect(y.ruling.clauses).toEqual(['27B1a', '27B1b', '27B2']);
    expect(c).toMatchObject({
      title: '(4♥) – 1NT',
      titleReplacement: y.facts.replacement,
      edition: y.edition,
      dealer: y.facts.dealer,
      offender: 'N',
      calls: y.facts.calls.slice(0, -1),
      insufficient: y.facts.calls.at(-1),
      table: { accepted: y.facts.lhoAccepted, premature: y.facts.premature, replacement: y.facts.replacement },
      findings: {
        insufficientArtificial: false,
        replacementArtificial: true,
        sameDenominations: false,
        comparable: false,
      },
      published: {
        clause: '27B2',
        clauseStated: false,
        partnerMustPass: y.ruling.partnerMustPass,
        leadRestrictions: y.ruling.leadRestrictions,
        adjustedScore: y.ruling.adjustment27D,
        summary: y.ruling.published.trim(),
        quote: null,
      },
      sourceUrl: y.source.url,
      sourceShort: publicationName(y.source.publication),
      differsWhy: null,
    });
    expect([y.ruling.partnerMustPass, y.ruling.leadRestrictions, y.ruling.adjustment27D]).toEqual([true, null, null]);
    expect(c.published.clauseNote).toBe('The source names 27B1(a), 27B1(b), 27B2; the ruling turned on 27B2.');
    expect(c.findingSupport.insufficientArtificial).toBe('1NT was meant as a balanced 12-14 opening.');
    expect(c.citation).toContain(`“${y.source.title}”, ${publicationName(y.source.publication) ?? '?'}, undated`);
    expect(c.notes).toEqual([`Contested: ${y.ruling.contested}`]);
    // What the source does not say is keyed to the engine, and said so.
    expect(c.key).toEqual({
      clause: { value: '27B2', basis: 'published' },
      partnerMustPass: { value: true, basis: 'published' },
      leadRestrictions: { value: true, basis: 'engine' },
      adjustedScore: { value: false, basis: 'engine' },
    });
    expect(c.quotes.map((q) => q.citation)).toEqual(['Law 27B2 (2017)']);
  });

  it('map blml-2010-11-1s-2nt-2s-replaced-3c-lead-restriction, whose source states every field, as its file gives it', () => {
    const y = precedentYaml('blml-2010-11-1s-2nt-2s-replaced-3c-lead-restriction');
    const c = byId('blml-2010-11-1s-2nt-2s-replaced-3c-lead-restriction');
    expect(y.ruling.clauses).toEqual(['27B1b', '27B2']);
    expect(c.published).toMatchObject({
      clause: '27B2',
      partnerMustPass: y.ruling.partnerMustPass,
      leadRestrictions: y.ruling.leadRestrictions,
      adjustedScore: y.ruling.adjustment27D,
    });
    expect([y.ruling.partnerMustPass, y.ruling.leadRestrictions, y.ruling.adjustment27D]).toEqual([true, true, false]);
    expect(Object.values(c.key).map((k) => k.basis)).toEqual(['published', 'published', 'published', 'published']);
    expect(c.edition).toBe('2008-03');
    expect(c.quotes[0]).toMatchObject({
      clause: '27B2',
      citation: 'Law 27B2 (March 2008)',
      href: '/laws/27/2008-03/#B2',
    });
    // The facts the file marks as assumed are carried, each with why, to be shown as assumed.
    expect(c.assumptions).toEqual(y.facts.assumed.map((a) => expect.objectContaining({ text: a.why })));
    expect(c.assumptions.map((a) => a.fact)).toEqual(
      y.facts.assumed.map((a) => (a.field === 'lhoAccepted' ? 'accepted' : a.field)),
    );
  });

  it('map an acceptance (bbo-forum-multi-3h-over-3h-accepted-by-pass): 27A1, the premature call said, nothing put in place', () => {
    const y = precedentYaml('bbo-forum-multi-3h-over-3h-accepted-by-pass');
    const c = byId('bbo-forum-multi-3h-over-3h-accepted-by-pass');
    expect([y.facts.lhoAccepted, y.facts.premature, y.facts.replacement]).toEqual([true, true, null]);
    expect(c.table).toMatchObject({ accepted: true, premature: true, replacement: null });
    expect(c.published).toMatchObject({
      clause: '27A1',
      partnerMustPass: false,
      leadRestrictions: false,
      adjustedScore: null,
    });
    expect(c.engine.clause).toBe('27A1');
  });

  it('take the clause the ruling turned on (deciding) where it names several that the facts allow: one right answer each', () => {
    // These five named 27B1(a) and 27B1(b), and partner free: each was right until the precedent said which decided.
    const decided: Record<string, string> = {
      'bbo-forum-1nt-2d-2s-2h-transfer-completion-3h': '27B1a',
      'bbo-forum-1s-4nt-4h-rkc-reply-made-5h': '27B1b',
      'bbo-forum-2017-1nt-2s-2d-transfer-3h-or-4d-texas': '27B1b',
      'rmb-blog-2009-07-4nt-5nt-devon-natural': '27B1a',
      'wbu-directors-2s-1h-2h-replaced-3h-27b4': '27B1a',
    };
    for (const [id, clause] of Object.entries(decided)) {
      const y = precedentYaml(id) as ReturnType<typeof precedentYaml> & { deciding: string };
      expect(y.ruling.clauses, id).toEqual(expect.arrayContaining(['27B1a', '27B1b']));
      expect(y.deciding, id).toBe(clause);
      const c = byId(id);
      expect(c.published.clause, id).toBe(clause);
      expect(c.key.clause, id).toEqual({ value: clause, basis: 'published' });
    }
    const rmb = byId('rmb-blog-2009-07-4nt-5nt-devon-natural');
    expect(rmb.published.clauseNote).toBe('The source names 27C, 27B1(a), 27B1(b), 27D; the ruling turned on 27B1(a).');
    expect(rmb.agrees.clause).toBe(true);
  });

  it('every case from a precedent has exactly one right clause, its deciding clause', () => {
    const fromPrecedents = cases.filter((c) => c.kind === 'precedent');
    expect(fromPrecedents.length).toBeGreaterThan(20);
    for (const c of fromPrecedents) {
      expect(typeof c.key.clause.value, c.id).toBe('string');
      expect(c.published.clause, c.id).toBe((precedentYaml(c.id) as { deciding?: string }).deciding);
    }
  });

  it('say why the engine differs, as the file records it (wbu-directors-2s-1h-2h-replaced-3h-27b4), and quote the deciding clause and the engine’s', () => {
    const y = precedentYaml('wbu-directors-2s-1h-2h-replaced-3h-27b4');
    const c = byId('wbu-directors-2s-1h-2h-replaced-3h-27b4');
    expect(c.differsWhy).toBe(`the source's own error: ${y.engineDiffers?.why}`);
    expect(c.engine.clause).toBe('27B4');
    expect(c.agrees).toMatchObject({ clause: false, partnerMustPass: false });
    expect(c.quotes.map((q) => q.clause)).toEqual(['27B1a', '27B4']);
    // The source does not say whether 27D applies; the engine's "no" follows from 27B4, not from the source's clause: not scored.
    expect(y.ruling.adjustment27D).toBeNull();
    expect(c.key.adjustedScore).toEqual({ value: null, basis: 'none' });
    expect(c.key.leadRestrictions).toEqual({ value: y.ruling.leadRestrictions, basis: 'published' });
  });

  it('have the engine’s ruling their precedent’s page shows, and differ from the published one only where the precedent’s record says so or on 27D, which that page does not compare', () => {
    for (const c of precedents) {
      const p = corpus.precedents.find((x) => x.id === c.id)!;
      const beside = engineBeside(p);
      expect(beside.ruling, c.id).not.toBeNull();
      expect({
        id: c.id,
        clause: c.engine.clause,
        pmp: c.engine.partnerMustPass,
        lr: c.engine.leadRestrictions,
      }).toEqual({
        id: c.id,
        clause: beside.ruling?.clause,
        pmp: beside.ruling?.partnerMustPass,
        lr: beside.ruling?.leadRestrictions,
      });
      const differs =
        c.agrees.clause === false || c.agrees.partnerMustPass === false || c.agrees.leadRestrictions === false;
      expect({ id: c.id, differs }).toEqual({ id: c.id, differs: p.engineDiffers !== null });
    }
  });
});

describe('what a practice case says was assumed in recording it', () => {
  it('leads into why with the fact’s name and a colon, or with a finding’s question as it is, never "?:"', () => {
    expect(leadIn('Dealer')).toBe('Dealer:');
    expect(leadIn('Is the replacement a comparable call (27B1(b), Law 23A)?')).toBe(
      'Is the replacement a comparable call (27B1(b), Law 23A)?',
    );
    // A case whose record assumed a fact of the table and each finding: the names its page shows.
    const base = precedents[0]!;
    const p = corpus.precedents.find((x) => x.id === base.id)!;
    const fields = ['dealer', 'insufficientArtificial', 'replacementArtificial', 'comparable'] as const;
    const assumed = fields.map((field) => ({ field, why: `Assumed: ${field}.` }));
    const edited = {
      ...corpus,
      precedents: corpus.precedents.map((x) => (x === p ? { ...p, facts: { ...p.facts, assumed } } : x)),
    };
    const c = practiceCases(buildSite(edited, '2026-11-25')).find((x) => x.id === p.id)!;
    const labels = c.assumptions.map((a) => a.label);
    expect(labels).toHaveLength(fields.length);
    expect(labels[0]).toBe('Dealer:');
    for (const label of labels.slice(1)) expect(label).toMatch(/\?$/);
    expect(labels.filter((l) => /[?!.:][:,;]$/.test(l ?? ''))).toEqual([]);
  });
});
