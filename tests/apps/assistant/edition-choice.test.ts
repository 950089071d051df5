/**
 * Which text of Law 27 the assistant rules under: the text in force for the
 * governing body on the session's date (the editions registry's dates, by
 * the editions page's rule), the Director's own choice against it, the
 * default with no body, and none when no text here was in force.
 */
import { describe, expect, it } from 'vitest';
import { editionChoice, editionLine } from '../../../src/apps/assistant/edition-choice';
import { deviceToday } from '../../../src/apps/assistant/edition-basic';
import { editionWhy, inForceInstead, mismatchText } from '../../../src/apps/assistant/edition-words';
import { TODAY, data } from './data';

const choose = (state: { edition?: '2007' | '2008-03' | '2017'; body?: string; date?: string }) =>
  editionChoice(data, state, TODAY);

describe('the text in force decides', () => {
  it('rules under March 2008 for the ACBL on 1 September 2017 (2017 came into force there on 25 September), and says why', () => {
    const c = choose({ body: 'ACBL', date: '2017-09-01' });
    expect([c.kind, c.edition]).toEqual(['in-force', '2008-03']);
    expect(editionLine(data, c)).toBe('Law 27 of March 2008 — in force for the ACBL on 1 September 2017');
    expect(editionWhy(data, c)).toBe(
      'The text in force for the ACBL (American Contract Bridge League) on 1 September 2017: in force for it from 8 September 2008, until Law 27 of 2017 came into force on 25 September 2017.',
    );
    expect(choose({ body: 'ACBL', date: '2017-09-25' }).edition).toBe('2017');
  });

  it('takes today for a body given without a date', () => {
    const c = choose({ body: 'EBU' });
    expect([c.kind, c.edition]).toEqual(['in-force', '2017']);
    expect(editionLine(data, c)).toBe('Law 27 of 2017 — in force for the EBU on 25 November 2026 (today)');
  });

  it('rules under 2017 with no body: what an address without ed= has always meant', () => {
    const c = choose({});
    expect([c.kind, c.edition]).toEqual(['default', '2017']);
    expect(editionLine(data, c)).toBe('Law 27 of 2017 — the default, as no governing body is given');
    expect(choose({ date: '2008-09-01' }).edition).toBe('2017');
  });

  it('says plainly when no text here was in force (EBU, 15 March 2008), and rules under none until one is chosen', () => {
    const c = choose({ body: 'EBU', date: '2008-03-15' });
    expect([c.kind, c.edition]).toEqual(['none', null]);
    expect(editionLine(data, c)).toBe(
      'No text of Law 27 to rule under. On 15 March 2008, the EBU applied an earlier code, not in this knowledge base: the first text here in force for it, Law 27 of March 2008, came into force on 1 August 2008.',
    );
  });
});

describe('the Director’s own choice', () => {
  it('rules under the text chosen, and names the text in force when it differs, with the one to rule under instead', () => {
    const c = choose({ edition: '2017', body: 'ACBL', date: '2017-09-01' });
    expect([c.kind, c.edition]).toEqual(['chosen', '2017']);
    expect(mismatchText(data, c)).toBe(
      'You chose Law 27 of 2017, but the text in force for the ACBL on 1 September 2017 was Law 27 of March 2008 (from 8 September 2008).',
    );
    expect(inForceInstead(c)).toBe('2008-03');
    expect(editionWhy(data, c)).toMatch(
      /^Chosen by the Director against the text in force\. You chose Law 27 of 2017, but/,
    );
  });

  it('says nothing against a choice that is the text in force, or made with no body', () => {
    const same = choose({ edition: '2017', body: 'EBU', date: '2024-05-18' });
    expect(mismatchText(data, same)).toBeNull();
    expect(inForceInstead(same)).toBeNull();
    expect(editionLine(data, same)).toBe(
      'Law 27 of 2017 — chosen by the Director, and in force for the EBU on 18 May 2024',
    );
    const free = choose({ edition: '2007' });
    expect([mismatchText(data, free), editionWhy(data, free)]).toEqual([
      null,
      'Chosen by the Director; no governing body was given.',
    ]);
  });

  it('says so when the chosen text was not in force and nothing here was', () => {
    const c = choose({ edition: '2008-03', body: 'EBU', date: '2008-03-15' });
    expect(inForceInstead(c)).toBeNull();
    expect(mismatchText(data, c)).toMatch(
      /^You chose Law 27 of March 2008\. On 15 March 2008, the EBU applied an earlier code/,
    );
  });
});

describe('a body that names the text event by event (the WBF)', () => {
  const named =
    'The WBF (World Bridge Federation) brings no text into force on a date of its own: it applies the text named in the conditions of contest of each championship.';

  it('tells the Director what to choose instead of a dead end', () => {
    const c = choose({ body: 'WBF', date: '2017-08-15' });
    expect([c.kind, c.edition]).toEqual(['none', null]);
    expect(editionLine(data, c)).toBe(
      `No text of Law 27 to rule under. ${named} Choose that text in “Law 27 of”, beside the governing body.`,
    );
    expect(editionLine(data, c)).not.toMatch(/no date on which/);
  });

  it('rules under the text chosen without calling the choice “against the text in force”', () => {
    const c = choose({ edition: '2017', body: 'WBF', date: '2017-08-15' });
    expect([c.kind, c.edition]).toEqual(['chosen', '2017']);
    expect(mismatchText(data, c)).toBeNull();
    expect(inForceInstead(c)).toBeNull();
    expect(editionWhy(data, c)).toBe(`Chosen by the Director. ${named}`);
  });

  it('keeps the plain “no date” words for a body that says nothing of how it chooses', () => {
    const bare = {
      lookup: {
        ...data.lookup,
        bodies: data.lookup.bodies.map((b) => (b.id === 'WBF' ? { id: b.id, name: b.name, inForce: [] } : b)),
      },
    };
    expect(editionLine(bare, editionChoice(bare, { body: 'WBF' }, TODAY))).toBe(
      'No text of Law 27 to rule under. This knowledge base has no date on which the WBF (World Bridge Federation) brought any text of the Laws into force.',
    );
  });
});

describe('the device’s date', () => {
  it('is the local calendar date, YYYY-MM-DD', () => {
    expect(deviceToday(new Date(2017, 8, 1, 23, 30))).toBe('2017-09-01');
    expect(deviceToday(new Date(2024, 1, 29, 0, 5))).toBe('2024-02-29');
  });
});
