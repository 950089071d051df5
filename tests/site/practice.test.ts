import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InsufficientBidExample } from '../../src/bridge/examples';
import { loadCorpusOrThrow } from '../../src/model/corpus';
import { exampleCaseIds, exampleCaseInputs, practiceCase, practiceCases, practiceRoutes, type PracticeCaseInput } from '../../src/site/practice';
import { buildSite } from '../../src/site/site';

const corpus = loadCorpusOrThrow(path.resolve(import.meta.dirname, '..', '..', 'content'));
const site = buildSite(corpus, '2026-11-25');
const cases = practiceCases(site);
const byId = (id: string) => cases.find((c) => c.id === id)!;

describe('the practice cases', () => {
  it('are every replacement of every Law 27 example the engine rules under, one case each, examples only (no call out of rotation)', () => {
    const law27 = corpus.examples.filter((e): e is InsufficientBidExample => e.kind === 'insufficient-bid');
    expect(cases.length).toBe(law27.reduce((n, e) => n + e.replacements.filter((r) => r.call !== undefined).length, 0));
    expect(cases.length).toBe(16);
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(['example']));
    expect(cases.some((c) => c.id.startsWith('comparable-calls-coot'))).toBe(false);
  });

  it('have stable, distinct ids, <example>.<call> with .2 for a call discussed twice, and their own page /practice/<id>/', () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(cases.map((c) => c.id)).toEqual(expect.arrayContaining(['zone7-1d-1s-1h.2h', 'zone7-1d-1s-1h.x', 'zone7-1d-1s-1h.p', 'zone7-1s-2h-1nt.2nt', 'zone7-1s-2h-1nt.2nt.2']));
    for (const c of cases) expect(c.id).toMatch(/^[a-z0-9-]+\.[a-z0-9]+(\.\d+)?$/);
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
      published: { clause: '27B2', clauseStated: true, partnerMustPass: true, leadRestrictions: true, adjustedScore: null },
      sourceShort: 'Zone 7 slides (2008)',
    });
    expect(c.published.quote).toContain('Law 27B2 applies');
    expect(c.citation).toMatch(/^Zone 7 Law Interpretations, Regulations and Guidance, Part III \(Law 27\)/);
    expect(byId('zone7-1nt-2d-2c.3d').findings).toEqual({ insufficientArtificial: true, replacementArtificial: true, comparable: true });
    // The 27D note of the Zone 7 slides on 1♠ – (2♥) – 1NT is recorded on both of its replacements.
    expect([byId('zone7-1s-2h-1nt.2nt').published.adjustedScore, byId('zone7-1s-2h-1nt.2nt.2').published.adjustedScore]).toEqual([true, true]);
  });

  it('have the engine’s ruling on the same facts, and the clause quoted from the edition the case is ruled under', () => {
    const c = byId('zone7-1d-1s-1h.p');
    expect(c.engine).toMatchObject({ clause: '27B2', partnerMustPass: true, leadRestrictions: true, adjustedScore: false });
    expect(c.quotes).toEqual([
      expect.objectContaining({ clause: '27B2', citation: 'Law 27B2 (March 2008)', href: '/laws/27/2008-03/#B2', text: expect.stringMatching(/^except as provided in B1 above, .* The lead restrictions in Law 26 may apply, and see Law 23\.$/) }),
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
    const differing = cases.filter((c) => Object.values(c.agrees).some((a) => a === false)).map((c) => c.id);
    expect(differing).toEqual([]);
  });

  it('quote both clauses and mark the difference when the published clause is not the engine’s', () => {
    const input = exampleCaseInputs(site, corpus.examples.find((e) => e.id === 'zone7-1d-1s-1h')!)[0]!;
    const changed: PracticeCaseInput = { ...input, published: { ...input.published, clause: '27B1b', partnerMustPass: null } };
    const c = practiceCase(site, changed);
    expect(c.agrees).toEqual({ clause: false, partnerMustPass: null, leadRestrictions: null, adjustedScore: null });
    expect(c.quotes.map((q) => q.clause)).toEqual(['27B1b', '27B1a']);
    expect(c.key.clause).toEqual({ value: '27B1b', basis: 'published' });
    expect(c.key.partnerMustPass).toEqual({ value: false, basis: 'engine' });
  });

  it('are dealt from /practice/, which lists every case by kind, each with its own page holding that case only', () => {
    const { index, pages } = practiceRoutes(site);
    expect(index.ids).toEqual(cases.map((c) => c.id));
    expect(index.groups.flatMap((g) => g.cases.map((c) => c.id))).toEqual(index.ids);
    for (const g of index.groups) expect(new Set(g.cases.map((c) => c.kind))).toEqual(new Set([g.kind]));
    expect(index.groups[0]?.cases.find((c) => c.id === 'zone7-1d-1s-1h.p')).toMatchObject({ replacement: 'P', sourceShort: 'Zone 7 slides (2008)', editionShort: 'March 2008', href: '/practice/zone7-1d-1s-1h.p/' });
    expect(pages.map((p) => p.params.id)).toEqual(index.ids);
    const page = pages.find((p) => p.params.id === 'zone7-1d-1s-1h.p')!;
    expect(page.props.c.id).toBe('zone7-1d-1s-1h.p');
    expect(page.props.heading).toBe('1♦ – (1♠) – 1♥, replaced by Pass');
    expect(page.props.ids).toEqual(index.ids);
    expect(page.props.choices.map((c) => c.label)).toEqual(['27A1', '27B1(a)', '27B1(b)', '27B2', '27B3', '27B4']);
  });
});
