/**
 * Search in a Director's language, through the site's own search box in
 * Chromium: hyphenated words by their parts, the Director's terms
 * (content/search-terms.yaml), clause ids in the forms Directors write
 * them, auctions in any common form, and mistyped words. Each query has the
 * result that must be among the first three; then what the box says about
 * what else it searched for, the word it offers for a mistyped one and the
 * nearest clauses for one the law does not have.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSession } from './browser';

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

/** Search and return the results' hrefs (the clause to go to first, if any), once the results have settled. */
async function search(query: string): Promise<string[]> {
  await page.locator('#site-search-input').fill(query);
  await expect
    .poll(() => page.locator('[data-search-results]').getAttribute('data-settled'), { timeout: 60_000 })
    .toBe(`${query}||`);
  return page.locator('.search-hit .hit-main').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
}

/** A clause of the text in force; `CURRENT` is replaced once the test knows which text that is. */
const CURRENT = '{current}';
const law = (clause: string) => `/laws/27/${CURRENT}/#${clause}`;

/** The query, and the result (an address, or a pattern of addresses) that must be among the first three. */
const QUERIES: [kind: string, query: string, expected: string | RegExp][] = [
  // A hyphenated word: by each part, the parts written apart or together, and whole.
  ['compound', 'Lebensohl', '/examples/zone7-1nt-2d-2c/'],
  ['compound', 'lebensohl type', '/examples/zone7-1nt-2d-2c/'],
  ['compound', 'Lebensohl-type', '/examples/zone7-1nt-2d-2c/'],
  ['compound', 'four-card', '/examples/zone7-1d-1s-1h/'],
  ['compound', 'four card', '/examples/zone7-1d-1s-1h/'],
  ['compound', 'fourcard', '/examples/zone7-1d-1s-1h/'],
  ['compound', 'non-offending side', law('D')],
  ['compound', 'non offending side', law('D')],
  ['compound', 'nonoffending', law('D')],
  ['compound', 'self-inflicted', '/guidance/zone7-2008/#law-12c1b'],
  ['compound', 'self inflicted', '/guidance/zone7-2008/#law-12c1b'],
  ['compound', 'out-of-rotation', /^\/examples\/comparable-calls-coot-/],
  ['compound', 'high card', '/examples/zone7-1d-1s-1h/'],
  ['compound', 'game-forcing', '/examples/comparable-calls-coot-2/'],
  // A Director's terms and abbreviations.
  ['term', 'IB', law('A1')],
  ['term', 'COOT', /^\/examples\/comparable-calls-coot-/],
  ['term', 'left hand opponent', law('A1')],
  ['term', 'right-hand opponent', '/guidance/comparable-calls/#call-out-of-rotation'],
  ['term', 'UI', /^\/guidance\/zone7-2008\/#law-16/],
  ['term', 'unauthorized information', /^\/guidance\/zone7-2008\/#law-16/],
  ['term', 'NOS damaged', law('D')],
  ['term', 'TD judges', law('D')],
  // Published rulings say "barred" in our words; the clause it means comes first (src/components/search/hits.ts, KIND_FACTOR).
  ['term', 'barred', law('B2')],
  ['term', 'partner barred', law('B2')],
  ['term', 'comparable', law('B1b')],
  ['term', 'same or more precise meaning', /^\/laws\/27\/[^/]+\/#B1b$/],
  ['term', 'lead penalties', '/guidance/comparable-calls/#lead-penalties'],
  ['term', 'lead restrictions', law('B2')],
  // Clause ids in the forms Directors write them: offered first, as the clause to go to.
  ['clause', 'L27B1b', law('B1b')],
  ['clause', '27 B 1 b', law('B1b')],
  ['clause', 'law 27b1(b)', law('B1b')],
  ['clause', 'B1(a)', law('B1a')],
  ['clause', '27B1b', law('B1b')],
  ['clause', 'b1b', law('B1b')],
  ['clause', 'l27b2', law('B2')],
  // Auctions in any common form.
  ['auction', '1NT (2D) 2C', '/examples/zone7-1nt-2d-2c/'],
  ['auction', '1NT 2S 2D', '/examples/zone7-1nt-2s-2d/'],
  ['auction', '1nt-2s-2d', '/examples/zone7-1nt-2s-2d/'],
  ['auction', '1♦ (1♠) 1♥', '/examples/zone7-1d-1s-1h/'],
  ['auction', '1D-1S-1H', '/examples/comparable-calls-ib-1/'],
  ['auction', '2NT 2H', '/examples/zone7-2nt-2h/'],
  ['auction', '2NT P 2H', '/examples/zone7-2nt-2h/'],
  ['auction', '1♠ 3♠ 4NT 4♦', '/examples/zone7-4nt-4d/'],
  ['auction', '1S (2H) 1NT', '/examples/zone7-1s-2h-1nt/'],
  ['auction', '1♠ (Pass)', '/examples/comparable-calls-coot-1a/'],
  // Mistyped words.
  ['typo', 'comparible', law('B1b')],
  ['typo', 'insuficient bid', law('A1')],
  ['typo', 'lebensol', '/examples/zone7-1nt-2d-2c/'],
  ['typo', 'staymen', '/examples/zone7-1nt-2d-2c/'],
  ['typo', 'blackwod', '/examples/zone7-4nt-4d/'],
  ['typo', 'parnter must pass', law('B2')],
  ['typo', 'rectifcation', law('B1a')],
  ['typo', 'incontrovertably not artificial', '/laws/27/2008-03/#B1a'],
  // Plain words, as before.
  ['words', 'premature replacement', law('C')],
  ['words', 'weighted score', '/guidance/zone7-2008/#law-12c1c'],
];

describe('a query a Director would type finds the right page among the first three', () => {
  it('has at least 40 queries of every kind', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['compound', 'term', 'clause', 'auction', 'typo'])
      expect(QUERIES.filter(([k]) => k === kind).length, kind).toBeGreaterThanOrEqual(5);
  });

  it.each(QUERIES)('%s: %s → %s', async (kind, query, expected) => {
    const top = (await search(query)).slice(0, 3);
    const want = typeof expected === 'string' ? expected.replace(CURRENT, current) : expected;
    if (kind === 'clause') {
      expect(top[0]).toBe(want);
      expect(await page.locator('.search-hit.jump .hit-title').first().textContent()).toMatch(/^Go to Law 27/);
    } else if (typeof want === 'string') expect(top).toContain(want);
    else
      expect(
        top.some((href) => want.test(href)),
        `${top.join(', ')} has none matching ${String(want)}`,
      ).toBe(true);
  });
});

describe('what the box says it searched for', () => {
  const status = () => page.locator('[data-search-status]').textContent();

  it("names a term's meaning it searched for too", async () => {
    await search('IB');
    expect(await status()).toMatch(/Searching also for: insufficient bid \(IB\)\.$/);
    await search('partner barred');
    expect(await status()).toContain('Searching also for: must pass whenever it is his turn (barred).');
  });

  it('says which word no text has and which it searched for instead, and offers it as a button that searches for it alone', async () => {
    await search('comparible call');
    expect(await status()).toContain('No text has “comparible”: searching also for “comparable”.');
    const meant = page.locator('[data-search-notes] button[data-meant]');
    expect(await meant.textContent()).toBe('comparable call');
    const box = await meant.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(box?.width).toBeGreaterThanOrEqual(24);
    await meant.click();
    expect(await page.locator('#site-search-input').inputValue()).toBe('comparable call');
    await expect
      .poll(() => page.locator('[data-search-results]').getAttribute('data-settled'), { timeout: 60_000 })
      .toBe('comparable call||');
    expect(await status()).not.toContain('No text has');
  });

  it('says how it read an auction', async () => {
    await search('1nt-(2s)-2d');
    expect(await status()).toContain('Read as the auction 1NT 2S 2D.');
  });

  it('never leaves a query with no words of the sources silent', async () => {
    const hits = await search('xylophone');
    expect(hits).toEqual([]);
    expect(await status()).toMatch(/^No results for “xylophone”\. Try fewer or other words/);
  });

  it('offers the nearest clauses for one the law does not have, as links to them (at once, and still once the search has answered)', async () => {
    await page.locator('#site-search-input').fill('27B4z');
    await expect
      .poll(() => page.locator('[data-nearest-clauses]').textContent())
      .toMatch(/^Law 27 has no clause B4\(z\)\. Nearest: 27B4$/);
    await search('27B9z');
    const near = page.locator('[data-search-notes] [data-nearest-clauses]');
    expect(await near.textContent()).toMatch(/^Law 27 has no clause B9\(z\)\. Nearest: /);
    const links = await near.locator('a').evaluateAll((els) => els.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual(
      ['B', 'B1', 'B1a', 'B1b', 'B2', 'B3', 'B4'].map((id) => [
        `27${id.replace(/(\d)([a-z])$/, '$1($2)')}`,
        `/laws/27/${id}/`,
      ]),
    );
    for (const box of await Promise.all((await near.locator('a').all()).map((a) => a.boundingBox())))
      expect(box?.height).toBeGreaterThanOrEqual(24);
  });
});
