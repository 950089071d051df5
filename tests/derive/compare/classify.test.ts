import { describe, expect, it } from 'vitest';
import { compareClauses } from '../../../src/derive/compare/compare';
import { clauseStatus, mostSevere } from '../../../src/derive/compare/classify';
import { AL, clause, cmp, ref, RENUMBERED, RENUMBERED_BACK } from './helpers';

/** Class of the clause pair, checked to be the same in both directions. */
function status(a: Parameters<typeof cmp>[0], b: Parameters<typeof cmp>[1]): string {
  const ab = cmp(a, b).status;
  const ba = cmp(b, a).status;
  expect(ba, 'classification must not depend on direction').toBe(ab);
  return ab;
}

describe('unchanged', () => {
  it('identical heading and text', () => {
    expect(
      status(
        clause('as A allows.', { heading: 'Premature Replacement' }),
        clause('as A allows.', { heading: 'Premature Replacement' }),
      ),
    ).toBe('unchanged');
  });
  it('a null heading is the same as an empty one', () => {
    expect(status(clause('x', { heading: null }), clause('x', { heading: '' }))).toBe('unchanged');
  });
  it('any difference at all, even a space, is not unchanged', () => {
    expect(status('a  b', 'a b')).toBe('typographic');
  });
});

describe('typographic', () => {
  it.each([
    ['lost apostrophe', "in the Director's opinion", 'in the Directors opinion'],
    ['lost apostrophe (offender)', "the offender's partner", 'the offenders partner'],
    ['curly vs straight apostrophe', "the offender's partner", 'the offender’s partner'],
    ['curly vs straight quotes', 'the word "call"', 'the word “call”'],
    ['en dash vs hyphen', 'the non-offending side', 'the non–offending side'],
    ['em dash vs hyphen', 'LAW 27 - INSUFFICIENT BID', 'LAW 27 — INSUFFICIENT BID'],
    ['hyphen vs space', 'the non-offending side', 'the non offending side'],
    ['line wraps vs spaces', 'corrected with a legal call that', 'corrected with a\nlegal\ncall that'],
    ['paragraph break vs space', 'is his turn to call. The lead', 'is his turn to call.\n\nThe lead'],
    ['leading and trailing whitespace', 'as A allows.', '  as A allows.\n'],
    [
      'a comma added',
      'could well have been different and in consequence',
      'could well have been different, and in consequence',
    ],
    ['a colon added', 'see 3 following). Then', 'see 3 following). Then:'],
    ['a stop dropped at the end', 'not occurred.', 'not occurred'],
    [
      'a full stop for a semicolon, with the case of the next word',
      'the bid. The Director rules',
      'the bid; the Director rules',
    ],
    ['case of the first word of the text', 'except as provided in B1 above', 'Except as provided in B1 above'],
    [
      'case of a sentence-initial word after an opening bracket',
      'calls. (the lead may apply)',
      'calls. (The lead may apply)',
    ],
    ['brackets', 'is not accepted (see A) it must', 'is not accepted, see A, it must'],
    ['footnote asterisk', 'the same meaning* as', 'the same meaning as'],
  ])('%s', (_name, a, b) => {
    expect(status(a, b)).toBe('typographic');
  });

  it('"Bid." vs "Bid" in a heading', () => {
    expect(
      status(
        clause('', { heading: 'Acceptance of Insufficient Bid.' }),
        clause('', { heading: 'Acceptance of Insufficient Bid' }),
      ),
    ).toBe('typographic');
  });
  it('capitalisation of a heading', () => {
    expect(
      status(
        clause('', { heading: 'Insufficient Bid not Accepted' }),
        clause('', { heading: 'INSUFFICIENT BID NOT ACCEPTED' }),
      ),
    ).toBe('typographic');
    expect(
      status(clause('', { heading: 'Premature Replacement' }), clause('', { heading: 'Premature replacement' })),
    ).toBe('typographic');
  });
  it('counts each place once: "they differ only in punctuation in N places"', () => {
    const c = cmp("the Director's opinion. Then", 'the Directors opinion Then:');
    expect(c.status).toBe('typographic');
    expect(c.places).toEqual({ typographic: 3, editorial: 0, renumbered: 0, reference: 0, substantive: 0 });
    expect(c.changes.map((h) => [h.deleted, h.inserted])).toEqual([
      ["Director's", 'Directors'],
      ['.', ''],
      ['', ':'],
    ]);
  });
});

describe('capitalisation in body text (decision: substantive except sentence-initially)', () => {
  it('a defined term changing case mid-sentence is substantive', () => {
    expect(status('the Director rules', 'the director rules')).toBe('substantive');
    expect(status("at the option of offender's LHO", "at the option of offender's lho")).toBe('substantive');
  });
  it('the first letter of a sentence may change case', () => {
    expect(status('It is accepted. if that player calls', 'It is accepted. If that player calls')).toBe('typographic');
  });
  it('only the first letter of a sentence-initial word is caseless', () => {
    expect(status('except as provided', 'EXCEPT as provided')).toBe('substantive');
  });
});

describe('editorial', () => {
  it('"as Al allows" (reading Al → A1) vs "as A1 allows"', () => {
    const a = clause('the substituted insufficient bid as Al allows.', { readings: [AL] });
    const b = clause('the substituted insufficient bid as A1 allows.');
    expect(status(a, b)).toBe('editorial');
    const c = cmp(a, b);
    expect(c.changes).toEqual([
      {
        index: 0,
        part: 'text',
        deleted: 'Al',
        inserted: 'A1',
        class: 'editorial',
        reading: AL,
        readingSide: 'a',
        renumberings: [],
        refined: [],
      },
    ]);
    expect(c.text).toEqual([
      { op: 'equal', text: 'the substituted insufficient bid as ' },
      { op: 'delete', text: 'Al', class: 'editorial', change: 0 },
      { op: 'insert', text: 'A1', class: 'editorial', change: 0 },
      { op: 'equal', text: ' allows.' },
    ]);
  });
  it('"as A allows" vs 2017 "as Al allows" with the 2017 reading (Law 27B4): substantive, the reading explains only part', () => {
    const c = cmp(clause('as A allows.'), clause('as Al allows.', { readings: [AL] }));
    expect(c.status).toBe('substantive');
    expect(c.changes[0]?.reading).toBeNull();
  });
  it('"A" vs "A1": editorial with a reading on either side', () => {
    expect(
      status(
        clause('as A allows.'),
        clause('as A1 allows.', { readings: [{ sic: 'A1', read: 'A', note: 'misprint' }] }),
      ),
    ).toBe('editorial');
    expect(
      status(
        clause('as A allows.', { readings: [{ sic: 'A', read: 'A1', note: 'incomplete reference' }] }),
        clause('as A1 allows.'),
      ),
    ).toBe('editorial');
  });
  it('editorial and typographic differences together: editorial', () => {
    const c = cmp(
      clause("the offender's LHO as Al allows.", { readings: [AL] }),
      clause('the offenders LHO as A1 allows'),
    );
    expect(c.status).toBe('editorial');
    expect(c.places).toEqual({ typographic: 2, editorial: 1, renumbered: 0, reference: 0, substantive: 0 });
  });
  it('a reading in a heading', () => {
    const reading = { sic: 'Bld', read: 'Bid', note: 'OCR' };
    expect(
      status(
        clause('', { heading: 'Insufficient Bld', readings: [reading] }),
        clause('', { heading: 'Insufficient Bid' }),
      ),
    ).toBe('editorial');
  });
});

describe('renumbered (rule R)', () => {
  const REFS = RENUMBERED;
  const FLIP = RENUMBERED_BACK;
  /** Compares with the renumberings, and checks the class is the same in both directions. */
  const ren = (a: string, b: string) => {
    const ab = compareClauses(clause(a), clause(b), false, undefined, REFS);
    const ba = compareClauses(clause(b), clause(a), false, undefined, FLIP);
    expect(ba.status, 'classification must not depend on direction').toBe(ab.status);
    return ab;
  };
  it.each([
    ['a law number', 'and see Law 23.', 'and see Law 72C.'],
    [
      'a clause letter added',
      'The lead restrictions in Law 26 may apply',
      'The lead restrictions in Law 26B may apply',
    ],
    ['a clause letter changed', 'Law 16D does not apply', 'Law 16C does not apply'],
    [
      'two references in one clause',
      'The lead restrictions in Law 26 may apply, and see Law 23.',
      'The lead restrictions in Law 26B may apply, and see Law 72C.',
    ],
    ['with a typographic difference in the same change', 'see Law 23.', 'see Law 72C'],
    ['at the start of the text', 'Law 23 applies.', 'Law 72C applies.'],
  ])('%s', (_name, a, b) => {
    const c = ren(a, b);
    expect(c.status).toBe('renumbered');
    expect(c.changes.filter((h) => h.class === 'renumbered').every((h) => h.renumberings.length > 0)).toBe(true);
  });
  it(
    'a change of more tokens than a call may take arguments (a clause of about 1 MB) is classified, not a stack overflow',
    { timeout: 120_000 },
    () => {
      // 200,000 words and their spaces inserted after a renumbered reference: the change has 400,000 pieces.
      const long = 'The Director rules. '.repeat(66_667);
      const c = compareClauses(clause('and see Law 23.'), clause(`and see Law 72C. ${long}`), false, undefined, REFS);
      expect(c.status).toBe('substantive');
      expect(c.changes.map((h) => h.class)).toContain('substantive');
    },
  );
  it('says which renumbering explains the change', () => {
    const c = ren('and see Law 23.', 'and see Law 72C.');
    expect(c.changes.map((h) => [h.deleted, h.inserted, h.class, h.renumberings])).toEqual([
      ['23', '72C', 'renumbered', [REFS[0]]],
    ]);
    expect(c.places).toEqual({ typographic: 0, editorial: 0, renumbered: 1, reference: 0, substantive: 0 });
  });
  it('a renumbering with another change of words in the same change is substantive', () => {
    expect(ren('Law 16D does not apply', 'Laws 26B and 16C do not apply').status).toBe('substantive');
    expect(ren('see Law 23.', 'see also Law 72C.').status).toBe('substantive');
  });
  it('a clause with a renumbered reference and a change of words elsewhere is substantive, the renumbered change marked as such', () => {
    const c = ren('the offender must pass, and see Law 23.', 'the offender may pass, and see Law 72C.');
    expect(c.status).toBe('substantive');
    expect(c.changes.map((h) => h.class)).toEqual(['substantive', 'renumbered']);
  });
  it('a reference that is not listed, or listed for other editions, is a change of substance', () => {
    expect(ren('see Law 23.', 'see Law 72B.').status).toBe('substantive');
    expect(status('see Law 23.', 'see Law 72C.')).toBe('substantive');
    expect(ren('see Law 72C.', 'see Law 23.').status).toBe('substantive');
  });
  it('case counts: "law 23" is not the reference "Law 23"', () => {
    expect(ren('see law 23.', 'see Law 72C.').status).toBe('substantive');
  });
  it('ranks between editorial and substantive', () => {
    expect(mostSevere(['editorial', 'renumbered', 'typographic'])).toBe('renumbered');
    expect(mostSevere(['renumbered', 'substantive'])).toBe('substantive');
    expect(clauseStatus(['renumbered'], true)).toBe('substantive');
  });
});

describe('reference made precise (rule P)', () => {
  // Law 27B4 as the 2008-03 and 2017 sources print it, with the references the content model finds.
  const B4_2008 = clause(
    'if the offender attempts to replace the one insufficient bid with another insufficient bid the Director rules as in 3 if the LHO does not accept the substituted insufficient bid as A allows.',
    {
      id: 'B4',
      references: [ref('3', 'B3'), ref('A', 'A')],
    },
  );
  const B4_2017 = clause(
    'if the offender attempts to replace the one insufficient bid with another insufficient bid the Director rules as in 3 if the LHO does not accept the substituted insufficient bid as Al allows.',
    {
      id: 'B4',
      readings: [AL],
      references: [ref('3', 'B3'), ref('Al', 'A1')],
    },
  );

  it('27B4, 2008-03 "as A allows" / 2017 "as Al allows" (a slip, read A1): a reference made precise, compared as read', () => {
    expect(status(B4_2008, B4_2017)).toBe('reference');
    const c = cmp(B4_2008, B4_2017);
    expect(c.changes).toEqual([
      {
        index: 0,
        part: 'text',
        deleted: 'A',
        inserted: 'Al',
        class: 'reference',
        reading: AL,
        readingSide: 'b',
        renumberings: [],
        refined: [{ a: 'A', b: 'A1', targetA: '27A', targetB: '27A1', relation: 'narrower' }],
      },
    ]);
    expect(c.places).toEqual({ typographic: 0, editorial: 0, renumbered: 0, reference: 1, substantive: 0 });
  });
  it('read the other way (2017 → 2008-03) the reference is made broader', () => {
    const c = cmp(B4_2017, B4_2008);
    expect(c.changes.map((h) => [h.class, h.readingSide, h.refined])).toEqual([
      ['reference', 'a', [{ a: 'A1', b: 'A', targetA: '27A1', targetB: '27A', relation: 'broader' }]],
    ]);
  });
  it.each([
    [
      'a clause made precise',
      'is not accepted (see A) it must',
      [ref('A', 'A')],
      'is not accepted (see A1) it must',
      [ref('A1', 'A1')],
      'narrower',
    ],
    [
      'a sub-clause named',
      'except as provided in B1 above, if',
      [ref('B1 above', 'B1')],
      'except as provided in B1(b) above, if',
      [ref('B1(b) above', 'B1b')],
      'narrower',
    ],
    [
      'a law made precise (no renumbering listed)',
      'The lead restrictions in Law 26 may apply',
      [ref('Law 26', 'Law 26')],
      'The lead restrictions in Law 26B may apply',
      [ref('Law 26B', 'Law 26B')],
      'narrower',
    ],
    [
      'the same clause in other words',
      'must be corrected (but see 3 following). Then',
      [ref('3 following', 'B3')],
      'must be corrected (but see B3 below). Then',
      [ref('B3 below', 'B3')],
      'same',
    ],
    [
      'with a typographic difference in the same change',
      'as A allows.',
      [ref('A', 'A')],
      'as A1 allows',
      [ref('A1', 'A1')],
      'narrower',
    ],
  ] as const)('%s', (_name, a, refsA, b, refsB, relation) => {
    const x = clause(a, { references: [...refsA] });
    const y = clause(b, { references: [...refsB] });
    expect(status(x, y)).toBe('reference');
    const refined = cmp(x, y).changes.flatMap((h) => h.refined);
    expect(refined.map((r) => r.relation)).toEqual([relation]);
  });
  it('27C: "as A allows" → "as A1 allows" is a reference change, the rest of the clause changed in substance', () => {
    const a = clause(
      'If the offender replaces his insufficient bid before the Director has ruled on rectification, unless the insufficient bid is accepted as A allows the substitution stands. The Director applies the relevant foregoing section to the substitution.',
      {
        references: [ref('A', 'A')],
      },
    );
    const b = clause(
      'If the offender replaces his insufficient bid before the Director has ruled on rectification the substitution, if legal, stands unless the insufficient bid is accepted as A1 allows (but see B3 above). The Director applies the relevant foregoing section to the substitution.',
      {
        references: [ref('A1', 'A1'), ref('B3 above', 'B3')],
      },
    );
    expect(status(a, b)).toBe('substantive');
    const c = cmp(a, b);
    expect(c.changes.map((h) => [h.deleted, h.inserted, h.class])).toContainEqual(['A', 'A1', 'reference']);
    expect(c.changes.filter((h) => h.class === 'substantive').length).toBeGreaterThan(0);
  });
  it('targets that do not nest are a change of substance: A1 / A2, Law 26B / Law 26C', () => {
    expect(
      status(
        clause('see A1.', { references: [ref('A1', 'A1')] }),
        clause('see A2.', { references: [ref('A2', 'A2')] }),
      ),
    ).toBe('substantive');
    expect(
      status(
        clause('in Law 26B may', { references: [ref('Law 26B', 'Law 26B')] }),
        clause('in Law 26C may', { references: [ref('Law 26C', 'Law 26C')] }),
      ),
    ).toBe('substantive');
    // a clause of another law is not inside this law's clause of the same letter
    expect(
      status(
        clause('as A allows', { references: [ref('A', 'A')] }),
        clause('as Law 28A allows', { references: [ref('Law 28A', 'Law 28A')] }),
      ),
    ).toBe('substantive');
  });
  it('a reference made precise with another change of words in the same change is substantive', () => {
    const a = clause('as A allows.', { references: [ref('A', 'A')] });
    expect(status(a, clause('as A1 or A2 allows.', { references: [ref('A1', 'A1'), ref('A2', 'A2')] }))).toBe(
      'substantive',
    );
    expect(status(a, clause('as clause A1 allows.', { references: [ref('A1', 'A1')] }))).toBe('substantive');
  });
  it('words the model did not find as a reference are compared as words', () => {
    expect(status(clause('as A allows.', { references: [ref('A', 'A')] }), clause('as A1 allows.'))).toBe(
      'substantive',
    );
    expect(status(clause('as A allows.'), clause('as A1 allows.'))).toBe('substantive');
  });
  it('a slip whose reading does not give the reference is not read as one: 2017 "as Al allows" read A2', () => {
    const misread = { sic: 'Al', read: 'A2', note: 'hypothetical' };
    expect(
      status(
        clause('as A1 allows.', { references: [ref('A1', 'A1')] }),
        clause('as Al allows.', { readings: [misread], references: [ref('Al', 'A2')] }),
      ),
    ).toBe('substantive');
  });
  it('a misprinted renumbered reference, compared as read: renumbered, with the reading', () => {
    const o = { sic: '72O', read: '72C', note: 'letter O for C' };
    const a = clause('and see Law 23.', { references: [ref('Law 23', 'Law 23')] });
    const b = clause('and see Law 72O.', { readings: [o], references: [ref('Law 72O', 'Law 72C')] });
    const ab = compareClauses(a, b, false, undefined, RENUMBERED);
    const ba = compareClauses(b, a, false, undefined, RENUMBERED_BACK);
    expect([ab.status, ba.status]).toEqual(['renumbered', 'renumbered']);
    expect(ab.changes.map((h) => [h.class, h.renumberings, h.reading, h.refined])).toEqual([
      ['renumbered', [RENUMBERED[0]], o, []],
    ]);
  });
  it('a reference renumbered and one made precise in one clause: the clause is a reference change', () => {
    const a = clause('The lead restrictions in Law 23 may apply, as A allows.', {
      references: [ref('Law 23', 'Law 23'), ref('A', 'A')],
    });
    const b = clause('The lead restrictions in Law 72C may apply, as A1 allows.', {
      references: [ref('Law 72C', 'Law 72C'), ref('A1', 'A1')],
    });
    const c = compareClauses(a, b, false, undefined, RENUMBERED);
    expect(c.status).toBe('reference');
    expect(c.changes.map((h) => h.class)).toEqual(['renumbered', 'reference']);
    expect(compareClauses(b, a, false, undefined, RENUMBERED_BACK).status).toBe('reference');
  });
  it('a reference\'s words found at the wrong place (an article "A" before the reference "A") make the change a change of words, never a reference change', () => {
    // The model gives a reference's words, not its place; they are looked for in order of position. Here
    // "A" is first found at the article, so the change "A" → "A1" is compared as words: a conservative miss.
    const a = clause('A player may call, as A allows.', { references: [ref('A', 'A')] });
    const b = clause('A player may call, as A1 allows.', { references: [ref('A1', 'A1')] });
    expect(status(a, b)).toBe('substantive');
  });
  it('ranks between renumbered and substantive', () => {
    expect(mostSevere(['renumbered', 'reference', 'editorial'])).toBe('reference');
    expect(mostSevere(['reference', 'substantive'])).toBe('substantive');
    expect(clauseStatus(['reference'], true)).toBe('substantive');
  });
});

describe('substantive', () => {
  it('"A" vs "A1" without a reading, neither found as a reference', () => {
    expect(status('as A allows.', 'as A1 allows.')).toBe('substantive');
  });
  it('"as Al allows" vs "as A1 allows" without a reading', () => {
    expect(status('as Al allows.', 'as A1 allows.')).toBe('substantive');
  });
  it('a reading does not explain a difference at another place', () => {
    expect(
      status(
        clause('as Al allows, see Law 26.', { readings: [AL] }),
        clause('as Al allows, see Law 26B.', { readings: [AL] }),
      ),
    ).toBe('substantive');
  });
  it('a reading does not explain a wider rewrite at its place', () => {
    expect(status(clause('as Al allows.', { readings: [AL] }), clause('as A or B1 allows.'))).toBe('substantive');
  });
  it("a reading's sic inside a longer word is not flagged", () => {
    expect(status(clause('Always so.', { readings: [AL] }), clause('Never so.'))).toBe('substantive');
  });
  it('a mixture of editorial and substantive is substantive', () => {
    expect(status(clause('as Al allows, see Law 26.', { readings: [AL] }), clause('as A1 allows, see Law 26B.'))).toBe(
      'substantive',
    );
  });
  it.each([
    ['a changed word', 'The lead restrictions in Law 26 may apply', 'The lead restrictions in Law 26B may apply'],
    ['an added word', 'the substitution stands', 'the substitution, if legal, stands'],
    ['a removed word', 'the insufficient bid is corrected', 'the bid is corrected'],
    ['reordered words', 'if, except as in (a), the insufficient bid', 'except as in (a), if the insufficient bid'],
    [
      'a reordered sentence',
      'Any insufficient bid may be accepted. It is accepted if that player calls.',
      'It is accepted if that player calls. Any insufficient bid may be accepted.',
    ],
    ['joined words (decision: not typographic)', 'the non offending side', 'the nonoffending side'],
    ['an added clause body', '', 'the meaning of a call'],
  ])('%s', (_name, a, b) => {
    expect(status(a, b)).toBe('substantive');
  });
  it('a changed heading word', () => {
    expect(
      status(
        clause('', { heading: 'Insufficient Bid Accepted' }),
        clause('', { heading: 'Insufficient Bid not Accepted' }),
      ),
    ).toBe('substantive');
  });
  it('marks each change with its own class, so typographic ones can be hidden', () => {
    const c = cmp("the Director's opinion, see Law 26.", 'the Directors opinion see Law 26B.');
    expect(c.status).toBe('substantive');
    expect(c.changes.map((h) => h.class)).toEqual(['typographic', 'typographic', 'substantive']);
    expect(c.text.map((o) => (o.op === 'equal' ? null : o.class)).filter((k) => k !== null)).toEqual([
      'typographic',
      'typographic',
      'typographic',
      'substantive',
      'substantive',
    ]);
  });
});

describe('added / removed', () => {
  it('a clause only in b is added, only in a removed; every op carries the class', () => {
    const fn = clause('the meaning of a call.', { id: 'footnote', heading: 'Note' });
    const removed = compareClauses(fn, null);
    const added = compareClauses(null, fn);
    expect(removed.status).toBe('removed');
    expect(added.status).toBe('added');
    expect(removed.label).toEqual({ a: '27footnote', b: null });
    expect(removed.text).toEqual([{ op: 'delete', text: 'the meaning of a call.', class: 'substantive', change: 1 }]);
    expect(added.heading).toEqual([{ op: 'insert', text: 'Note', class: 'substantive', change: 0 }]);
  });
  it('refuses to compare clauses of different ids', () => {
    expect(() => compareClauses(clause('x', { id: 'A' }), clause('x', { id: 'B' }))).toThrow(/cannot compare/);
  });
});

describe('clause status from change classes', () => {
  it('is the most severe class, unchanged for none, substantive when moved', () => {
    expect(clauseStatus([], false)).toBe('unchanged');
    expect(clauseStatus(['typographic', 'editorial', 'typographic'], false)).toBe('editorial');
    expect(clauseStatus(['editorial', 'substantive'], false)).toBe('substantive');
    expect(clauseStatus([], true)).toBe('substantive');
    expect(mostSevere([])).toBeNull();
  });
});

describe('tokenisation', () => {
  it('punctuation and apostrophes are tokens of their own, so a quote-style change is one small change', () => {
    const c = cmp("offender's LHO", 'offender’s LHO');
    expect(c.changes.map((h) => [h.deleted, h.inserted])).toEqual([["'", '’']]);
  });
  it('a word-internal full stop is split off ("D.Non-offending")', () => {
    const c = cmp('D.Non-offending Side', 'D. Non-offending Side');
    expect(c.changes.map((h) => [h.deleted, h.inserted, h.class])).toEqual([['', ' ', 'typographic']]);
  });
});

describe('JSON', () => {
  it('a clause comparison survives JSON unchanged', () => {
    const c = cmp(
      clause("the offender's LHO as Al allows.", { readings: [AL], heading: 'A.' }),
      clause('the offenders LHO as A1 allows', { heading: 'A' }),
    );
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });
});
