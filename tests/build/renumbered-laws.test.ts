/**
 * Law pages of a number that moved between editions (content/renumberings.yaml):
 * /laws/23/ shows each edition's Law 23 separately, with its title, and says
 * what moved where; /laws/72/ and /laws/16/ say what moved there.
 */
import { describe, expect, it } from 'vitest';
import { readPage, select, selectAll, toText } from './site';

describe('/laws/23/: two laws under one number', () => {
  const page = readPage('/laws/23/');
  it('says what moved where', () => {
    expect(toText(select('[data-renumbered]', page)!)).toContain(
      'In the 2007 and March 2008 texts, Law 23 was Awareness of Potential Damage; in the 2017 text that is Law 72C, and Law 23 is Comparable Call.',
    );
  });
  it('shows each edition’s Law 23 separately, with its title and its own mentions', () => {
    const meanings = selectAll('[data-meaning]', page);
    expect(meanings.map((m) => toText(select('h2', m)!))).toEqual([
      'Law 23 in the 2007 and March 2008 texts: Awareness of Potential Damage',
      'Law 23 in the 2017 text: Comparable Call',
    ]);
    const editionsOf = (i: number) => selectAll('li', meanings[i]!).map((li) => toText(li));
    expect(editionsOf(0).length).toBeGreaterThan(0);
    for (const li of editionsOf(0)) expect(li).toMatch(/(2007|March 2008) text\)/);
    expect(editionsOf(1).length).toBeGreaterThan(0);
    for (const li of editionsOf(1)) expect(li).toMatch(/2017 text\)/);
    expect(editionsOf(1).join(' ')).toContain('“Law 23A” in Law 27B1(b)');
  });
  it('every anchor is unique', () => {
    const ids = selectAll('[id]', page).map((e) => String(e.properties['id']));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('/laws/72/ and /laws/16/ say what moved there', () => {
  it('/laws/72/', () => {
    expect(toText(select('[data-renumbered]', readPage('/laws/72/'))!)).toBe(
      'Law 72C in the 2017 text (Awareness of Potential Damage) was Law 23 in the 2007 and March 2008 texts.',
    );
  });
  it('/laws/16/', () => {
    const page = readPage('/laws/16/');
    expect(toText(select('[data-renumbered]', page)!)).toBe(
      'Law 16D in the 2007 and March 2008 texts, on information from withdrawn calls, is Law 16C in the 2017 text.',
    );
    expect(selectAll('[data-meaning]', page)).toHaveLength(0);
  });
  it('a law no renumbering touches says nothing of it', () => {
    expect(select('[data-renumbered]', readPage('/laws/12/'))).toBeFalsy();
  });
});
