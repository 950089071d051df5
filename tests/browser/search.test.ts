/**
 * Search in a real browser against the built site: the right clause or
 * passage for phrases of the law and guidance topics, one result per clause
 * in the current text (the others as small links), clause citations as a
 * direct jump, filters, keyboard use, and the "no results" state.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clippedLabels, holdBack, sidewaysOverflow, useSession } from './browser';

const s = useSession();
let page: Page;
/** The edition in force on the build date, as the site publishes it. */
let current: string;
beforeAll(async () => {
  ({ page } = await s().newPage({ width: 390, height: 844 }));
  await page.goto('/laws/27/');
  current = ((await (await fetch(new URL('/data/editions.json', s().server.url))).json()) as { current: string })
    .current;
});

async function setChips(filters: Record<string, string[]>): Promise<void> {
  for (const chip of await page.locator('.chip').all()) {
    const filter = (await chip.getAttribute('data-filter')) ?? '';
    const value = (await chip.getAttribute('data-value')) ?? '';
    const want = (filters[filter] ?? []).includes(value);
    const pressed = (await chip.getAttribute('aria-pressed')) === 'true';
    if (want !== pressed) await chip.click();
  }
}

/** Search and return the results' hrefs (jump first, if any; not the small links to other texts), once results have settled. */
async function search(query: string, filters: Record<string, string[]> = {}): Promise<string[]> {
  await page.locator('#site-search-input').fill(query);
  await setChips(filters);
  const settled = [query, (filters['edition'] ?? []).join(','), (filters['kind'] ?? []).join(',')].join('|');
  await expect
    .poll(() => page.locator('[data-search-results]').getAttribute('data-settled'), { timeout: 60_000 })
    .toBe(settled);
  return page.locator('.search-hit .hit-main').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
}

/** The clause a result is about ("B2"), whichever text or comparison it links to; else its href. */
const clauseOf = (href: string) => /^\/laws\/\d+\/(?:[^/]+|compare\/[^/]+)\/#(\w+)$/.exec(href)?.[1] ?? href;

describe('search finds the right clause', () => {
  it.each([
    ['partner must pass', { edition: ['2017'] }, '/laws/27/2017/#B2'],
    ['partner must pass', { edition: ['2007'] }, '/laws/27/2007/#B2'],
    ['comparable call', { edition: ['2017'] }, '/laws/27/2017/#B1b'],
    ['incontrovertibly not artificial', { edition: ['2008-03'] }, '/laws/27/2008-03/#B1a'],
    ['same or a more precise meaning', { edition: ['2007'] }, '/laws/27/2007/#B1b'],
    ['at the option of offender’s LHO', { edition: ['2017'] }, '/laws/27/2017/#A1'],
    ['out of rotation', { kind: ['law text'], edition: ['2017'] }, '/laws/27/2017/#A2'],
    ['substitute a double or a redouble', { edition: ['2017'] }, '/laws/27/2017/#B3'],
    ['replace the one insufficient bid with another', { edition: ['2017'] }, '/laws/27/2017/#B4'],
    ['Premature Replacement', { edition: ['2017'], kind: ['law text'] }, '/laws/27/2017/#C'],
    ['recover as nearly as possible the probable outcome', { edition: ['2017'] }, '/laws/27/2017/#D'],
    ['what it shows and what it excludes', {}, '/laws/27/2008-03/#footnote'],
  ])('%s %j → %s', async (query, filters, expected) => {
    const hits = await search(query, filters);
    expect(hits[0]).toBe(
      expected.replace('2008-03/#footnote', hits[0]?.includes('2007') ? '2007/#footnote' : '2008-03/#footnote'),
    );
  });

  it.each([
    ['weighted score', '/guidance/zone7-2008/#law-12c1c'],
    ['Stayman', '/guidance/zone7-2008/#law-27-example-1nt-2d-2c'],
    ['Blackwood', '/guidance/zone7-2008/#law-27-example-4nt-4d'],
    ['lead penalties', '/guidance/comparable-calls/#lead-penalties'],
    // A word only in the knowledge base's note on the passage (content/assessments/zone7-2008.yaml), not in the slide.
    ['artificiality', '/guidance/zone7-2008/#law-27b1a'],
  ])('guidance topic %s → %s', async (query, expected) => {
    const hits = await search(query, { kind: ['guidance'] });
    expect(hits[0]).toBe(expected);
  });

  it('ranks the law clause above guidance that quotes it', async () => {
    const hits = await search('partner must pass whenever it is his turn to call');
    expect(hits[0]).toMatch(/^\/laws\/27\/(2007|2008-03|2017)\/#B2$/);
  });
});

describe('one result per clause, in the current text', () => {
  it('puts the current text first for a phrase of the law and lists no clause twice', async () => {
    const hits = await search('partner must pass whenever it is his turn');
    expect(hits[0]).toBe(`/laws/27/${current}/#B2`);
    expect(hits.length).toBeGreaterThan(3);
    const clauses = hits.slice(0, 8).map(clauseOf);
    expect(new Set(clauses).size).toBe(clauses.length);
    expect(await page.locator('[data-search-results] > *').count()).toBe(hits.length);
  });

  it('offers the clause in the other texts as small links, each a 24 × 24 px target', async () => {
    await search('partner must pass whenever it is his turn');
    const others = page.locator('.search-hit').first().locator('.hit-other');
    const hrefs = await others.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs).not.toContain(`/laws/27/${current}/#B2`);
    for (const href of hrefs) expect(href).toMatch(/^\/laws\/27\/[^/]+\/#B2$/);
    for (const box of await Promise.all((await others.all()).map((o) => o.boundingBox()))) {
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
  });

  it('Enter opens the current text, even before the results are shown', async () => {
    const p = await s().page({ width: 390, height: 844 });
    await p.goto('/guidance/zone7-2008/');
    await p.keyboard.press('/');
    await p.keyboard.type('partner must pass whenever it is his turn');
    await p.keyboard.press('Enter');
    await p.waitForURL(`**/laws/27/${current}/#B2`);
    expect(await p.locator('main').getAttribute('data-edition-status')).toBe('current');
  });

  it('ranks guidance and examples after the law text for phrases of the law, before it for their own words', async () => {
    expect((await search('comparable call'))[0]).toBe(`/laws/27/${current}/#B1b`);
    expect((await search('substitute a double or a redouble'))[0]).toBe(`/laws/27/${current}/#B3`);
    expect((await search('lead penalties'))[0]).toBe('/guidance/comparable-calls/#lead-penalties');
    expect((await search('Stayman'))[0]).toMatch(/^\/(examples|guidance)\//);
    expect((await search('weighted score'))[0]).toBe('/guidance/zone7-2008/#law-12c1c');
  });

  it('shows excerpts as plain readable text, not the words written for screen readers', async () => {
    for (const query of ['transfer', 'Blackwood']) {
      await search(query);
      const excerpts = await page.locator('.hit-excerpt').allTextContents();
      expect(excerpts.length).toBeGreaterThan(0);
      for (const text of excerpts)
        expect(text).not.toMatch(/[1-7](?:[♣♦♥♠]|NT)\s*(?:one|two|three|four|five|six|seven)\b|Pass\s*pass/i);
    }
  });
});

describe('clause citations jump straight to the clause', () => {
  it.each([
    ['27B1b', '/laws/27/2017/#B1b'],
    ['B1(b)', '/laws/27/2017/#B1b'],
    ['27 B 1 b', '/laws/27/2017/#B1b'],
    ['Law 27B1(b)', '/laws/27/2017/#B1b'],
    ['law 27 b1b 2017', '/laws/27/2017/#B1b'],
    ['27 footnote', '/laws/27/2008-03/#footnote'],
  ])('%s → %s, offered first', async (query, expected) => {
    const hits = await search(query);
    expect(hits[0]).toBe(expected);
    expect(await page.locator('.search-hit.jump .hit-title').first().textContent()).toMatch(/^Go to Law 27/);
  });

  it('uses the edition chosen in the filters', async () => {
    const hits = await search('27B1b', { edition: ['2008-03'] });
    expect(hits[0]).toBe('/laws/27/2008-03/#B1b');
  });
});

describe('filters', () => {
  it('kind: guidance gives only guidance; edition 2007 gives only 2007', async () => {
    let hits = await search('insufficient bid', { kind: ['guidance'] });
    expect(hits.length).toBeGreaterThan(2);
    expect(hits.every((h) => h.startsWith('/guidance/'))).toBe(true);
    hits = await search('insufficient bid', { edition: ['2007'] });
    expect(hits.length).toBeGreaterThan(2);
    expect(hits.every((h) => h.startsWith('/laws/27/2007/') || h.includes('2007'))).toBe(true);
    // The current text stays one small link away.
    expect(
      await page
        .locator('.search-hit')
        .first()
        .locator(`.hit-other[href="/laws/27/${current}/${hits[0]?.replace(/^.*#/, '#')}"]`)
        .textContent(),
    ).toContain('(current)');
  });

  it('fits a 320 px phone with its results open: no filter or other label cut off, no sideways scrolling', async () => {
    const p = await s().page({ width: 320, height: 700 });
    await p.goto('/laws/27/');
    await p.locator('#site-search-input').fill('partner must pass');
    await expect
      .poll(() => p.locator('[data-search-results]').getAttribute('data-settled'), { timeout: 60_000 })
      .toMatch(/^partner must pass\|/);
    expect(await p.locator('[data-search-panel] .chip').first().isVisible()).toBe(true);
    expect(await clippedLabels(p)).toEqual([]);
    expect(await sidewaysOverflow(p)).toBeLessThanOrEqual(0);
  });

  it('shows each hit with its citation, edition and a highlighted excerpt', async () => {
    await search('partner must pass', { edition: ['2017'] });
    const first = page.locator('.search-hit').first();
    expect(await first.locator('.hit-title').textContent()).toBe('Law 27B2 (2017)');
    expect(await first.locator('.hit-meta').textContent()).toBe('law text · current text');
    expect(await first.locator('.hit-excerpt mark').allTextContents()).toEqual(
      expect.arrayContaining(['partner', 'must', 'pass']),
    );
  });
});

describe('keyboard and empty results', () => {
  it('"/" focuses the box, arrows move through results, Enter opens one', async () => {
    const p = await s().page({ width: 390, height: 844 });
    await p.goto('/laws/27/2007/');
    await p.keyboard.press('/');
    expect(await p.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
    await p.keyboard.type('partner must pass');
    await expect.poll(() => p.locator('[data-search-status]').textContent(), { timeout: 60_000 }).toMatch(/result/);
    await p.keyboard.press('ArrowDown');
    const first = await p.evaluate(() => document.activeElement?.getAttribute('href'));
    await p.keyboard.press('ArrowDown');
    const second = await p.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(second).not.toBe(first);
    await p.keyboard.press('ArrowUp');
    expect(await p.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first);
    await p.keyboard.press('Enter');
    await p.waitForURL(`**${first}`);
    // Escape closes the results: on this new page they open once the search code, loaded on first use, has arrived.
    await p.keyboard.press('/');
    await p.keyboard.type('partner');
    await p.locator('[data-search-panel]').waitFor({ state: 'visible' });
    await p.keyboard.press('Escape');
    expect(await p.locator('[data-search-panel]').isHidden()).toBe(true);
  });

  it('says clearly when nothing matches, and suggests what to try', async () => {
    await search('xylophone');
    expect(await page.locator('[data-search-status]').textContent()).toMatch(
      /^No results for “xylophone”\. Try fewer or other words, remove a filter, or type a clause such as 27B2\.$/,
    );
  });

  describe('typed before the search code has arrived', () => {
    /** A law page whose search code is held back until the test lets it through: no timing involved. */
    async function heldSearch(): Promise<{ p: Page; release: () => void }> {
      const p = await s().page({ width: 390, height: 844 });
      const { release, requested } = await holdBack(p, /\/_astro\/search-client\.[\w-]+\.js$/);
      await p.goto('/laws/27/');
      await p.keyboard.press('/');
      await p.keyboard.type('partner must pass');
      await expect.poll(requested).toBe(true);
      expect(await p.locator('[data-search-panel]').isHidden()).toBe(true);
      return { p, release };
    }
    /** The list answers the box's words (searched even while its panel stays closed). */
    const settled = (p: Page) =>
      expect
        .poll(() => p.locator('[data-search-results]').getAttribute('data-settled'), { timeout: 60_000 })
        .toMatch(/^partner must pass\|/);

    it('shows the results of what was typed once it arrives, the reader still in the box', async () => {
      const { p, release } = await heldSearch();
      release();
      await settled(p);
      expect(await p.locator('[data-search-panel]').isVisible()).toBe(true);
      expect(await p.locator('.search-hit .hit-main').first().getAttribute('href')).toBe(`/laws/27/${current}/#B2`);
    });

    it('keeps them closed when the reader has clicked elsewhere meanwhile', async () => {
      const { p, release } = await heldSearch();
      await p.locator('main h1').click();
      release();
      await settled(p);
      expect(await p.locator('[data-search-panel]').isHidden()).toBe(true);
    });

    it('opens them when the box has only lost the focus meanwhile (Tab; a phone keyboard\'s "Done"), as the loaded search does', async () => {
      const { p, release } = await heldSearch();
      await p.keyboard.press('Tab');
      expect(await p.evaluate(() => document.activeElement?.id)).not.toBe('site-search-input');
      release();
      await settled(p);
      expect(await p.locator('[data-search-panel]').isVisible()).toBe(true);
    });

    it('keeps them closed after an Escape that left the words in the box (Firefox does not empty a search field on Escape)', async () => {
      const { p, release } = await heldSearch();
      // A dispatched key has no default action: the box keeps its words, as in Firefox. (Chromium's Escape empties it.)
      await p.locator('#site-search-input').dispatchEvent('keydown', { key: 'Escape' });
      expect(await p.locator('#site-search-input').inputValue()).toBe('partner must pass');
      release();
      await settled(p);
      expect(await p.locator('[data-search-panel]').isHidden()).toBe(true);
      // The next key opens them.
      await p.keyboard.type(' ');
      await p.locator('[data-search-panel]').waitFor({ state: 'visible' });
    });

    it('a held Enter opens the first result once the code arrives, even when the reader clicked elsewhere meanwhile', async () => {
      const { p, release } = await heldSearch();
      await p.keyboard.press('Enter');
      await p.locator('main h1').click();
      expect(new URL(p.url()).pathname).toBe('/laws/27/');
      release();
      await p.waitForURL((url) => `${url.pathname}${url.hash}` === `/laws/27/${current}/#B2`, { timeout: 60_000 });
    });

    it('opens the results an address asks for (?q=), whatever the reader clicked before the code arrived', async () => {
      const p = await s().page({ width: 390, height: 844 });
      const { release, requested } = await holdBack(p, /\/_astro\/search-client\.[\w-]+\.js$/);
      await p.goto('/laws/27/?q=partner+must+pass');
      await expect.poll(requested).toBe(true);
      await p.locator('main h1').click();
      release();
      await settled(p);
      expect(await p.locator('[data-search-panel]').isVisible()).toBe(true);
      expect(await p.locator('.search-hit .hit-main').first().getAttribute('href')).toBe(`/laws/27/${current}/#B2`);
    });
  });

  it('requested nothing from another origin', () => {
    expect(s().requests.some((u) => u.includes('/pagefind/'))).toBe(true);
    expect(s().requests.filter((u) => !u.startsWith(s().server.url))).toEqual([]);
  });
});
