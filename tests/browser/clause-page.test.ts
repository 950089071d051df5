/**
 * A clause page read by address and by keyboard: a passage's address opens
 * it and the folded group around it, and its words arrive from its guidance
 * page, word for word; the history leads to a text on the page; the folded
 * guidance opens from the keyboard; the Rulings section shows its most
 * relevant rulings when opened (by its summary or by its address), with a
 * link to all of them.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, useSession } from './browser';

const session = useSession();

describe('a clause page', () => {
  it('opens a passage reached by its address, with the folded group around it, in view', async () => {
    const page = await session().page({ width: 390, height: 844 });
    await page.goto('/laws/27/B1b/#zone7-2008-law-27b1b');
    const passage = page.locator('#zone7-2008-law-27b1b');
    await expect.poll(() => passage.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(
      await page
        .locator('.guidance-group[data-document="zone7-2008"] details.guidance-passages')
        .evaluate((d) => (d as HTMLDetailsElement).open),
    ).toBe(true);
    await expect
      .poll(() =>
        passage.evaluate((d) => {
          const r = d.getBoundingClientRect();
          return r.top > -1 && r.top < window.innerHeight;
        }),
      )
      .toBe(true);
    await expect.poll(() => passage.locator('.passage-body').isVisible()).toBe(true);
  });

  it('quotes a passage word for word from its guidance page, its headings under the document’s, without the guidance page’s own anchors', async () => {
    const page = await session().page({ width: 1280, height: 900 });
    await page.goto('/guidance/zone7-2008/');
    const words = (root: string) =>
      page.locator(root).evaluate((e) => (e.textContent ?? '').replace(/#/g, '').replace(/\s+/g, ' ').trim());
    const original = await words('section[id="law-27b1b"] .passage-body');
    await page.goto('/laws/27/B1b/');
    expect(await page.locator('.passage-body').count()).toBe(0);
    await page.locator('.guidance-group[data-document="zone7-2008"] details.guidance-passages > summary').click();
    await page.locator('#zone7-2008-law-27b1b > summary').click();
    await expect.poll(() => page.locator('#zone7-2008-law-27b1b[data-passage-loaded="true"]').count()).toBe(1);
    expect(await words('#zone7-2008-law-27b1b .passage-body')).toBe(original);
    expect(await page.locator('#zone7-2008-law-27b1b .passage-body a.heading-anchor').count()).toBe(0);
    expect(await page.locator('#zone7-2008-law-27b1b .passage-body h2').count()).toBe(0);
    expect(await page.locator('#zone7-2008-law-27b1b .passage-body h3').count()).toBeGreaterThan(0);
    // Opened again, it is not fetched twice. A passage loads on the details' toggle event, which comes after the
    // click (queued, not dispatched by it): each is seen handled (by a listener added after the page's own) first.
    const passage = page.locator('#zone7-2008-law-27b1b');
    await passage.evaluate((d: HTMLDetailsElement & { toggled?: string[] }) => {
      const toggled: string[] = (d.toggled = []);
      d.addEventListener('toggle', () => toggled.push(d.open ? 'open' : 'closed'));
    });
    const toggled = () =>
      passage.evaluate((d: HTMLDetailsElement & { toggled?: string[] }) => (d.toggled ?? []).join(' '));
    await page.locator('#zone7-2008-law-27b1b > summary').click();
    await expect.poll(toggled).toBe('closed');
    await page.locator('#zone7-2008-law-27b1b > summary').click();
    await expect.poll(toggled).toBe('closed open');
    expect(await page.locator('#zone7-2008-law-27b1b .passage-body').count()).toBe(1);
  });

  it('the history opens an older text on the page; the folded guidance opens by keyboard', async () => {
    const page = await session().page({ width: 390, height: 844 });
    await page.goto('/laws/27/B1b/');
    await page.locator('.clause-history li[data-edition="2007"] a').first().click();
    await expect.poll(() => page.locator('#w-2007').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const summary = page.locator('.guidance-group[data-document="zone7-2008"] details.guidance-passages > summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(
      await page
        .locator('.guidance-group[data-document="zone7-2008"] details.guidance-passages')
        .evaluate((d) => (d as HTMLDetailsElement).open),
    ).toBe(true);
    expect(await page.locator('#zone7-2008-law-27b1b > summary').isVisible()).toBe(true);
  });

  it('the Rulings section arrives when opened: the most relevant first, and a link to all of them; axe clean', async () => {
    const page = await session().page({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/rulings.json')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto('/laws/27/B1b/');
    const fold = page.locator('#rulings details[data-rulings-src]');
    expect(await fold.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.locator('#rulings li[data-precedent]').count()).toBe(0);
    expect(asked).toEqual([]);
    await page.locator('#rulings summary').click();
    await expect.poll(() => page.locator('#rulings li[data-precedent]').count()).toBe(3);
    const file = (await (await page.request.get('/laws/27/B1b/rulings.json')).json()) as {
      shown: string[];
      count: number;
    };
    const shown = await page
      .locator('#rulings li[data-precedent]')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-precedent')));
    expect(shown).toEqual(file.shown);
    // Each links to its page, its calls shown as calls.
    const first = page.locator('#rulings li[data-precedent] > a').first();
    expect(await first.getAttribute('href')).toBe(`/precedents/${file.shown[0]}/`);
    expect(await page.locator('#rulings li .call').count()).toBeGreaterThan(0);
    expect(await page.locator('#rulings [data-rulings-order]').isVisible()).toBe(true);
    const all = page.locator('#rulings a[data-rulings-all]');
    expect(await all.textContent()).toBe(`All ${file.count} rulings on 27B1(b)`);
    expect(await page.locator('#rulings [role="alert"]').textContent()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    // Closed and opened again, it is not fetched again; the link leads to the index at the clause.
    await page.locator('#rulings summary').click();
    await page.locator('#rulings summary').click();
    expect(await page.locator('#rulings li[data-precedent]').count()).toBe(3);
    expect(asked).toEqual(['/laws/27/B1b/rulings.json']);
    await all.click();
    await page.waitForURL('**/precedents/#clause-B1b');
    expect(await page.locator('#clause-B1b').textContent()).toBe(`Law 27B1(b) (${file.count} rulings)`);
  });

  it('the count at the head of the page opens the Rulings section, and so does its address', async () => {
    const page = await session().page({ width: 390, height: 844 });
    await page.goto('/laws/27/D/');
    await page.locator('.clause-page-head a[href="#rulings"]').click();
    await expect.poll(() => page.locator('#rulings li[data-precedent]').count()).toBeGreaterThan(0);
    const other = await session().page({ width: 390, height: 844 });
    await other.goto('/laws/27/B2/#rulings');
    await expect.poll(() => other.locator('#rulings li[data-precedent]').count()).toBeGreaterThan(0);
  });
});
