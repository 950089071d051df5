/**
 * The editions page in a real browser: body + date → the text that applied,
 * with a link to it; mistakes are announced; a shared link is answered; the
 * page fits a phone.
 */
import { describe, expect, it } from 'vitest';
import { useSession } from './browser';

const s = useSession();

async function ask(body: string, date: string) {
  const page = await s().page({ width: 390, height: 844 });
  await page.goto('/editions/');
  await page.locator('#if-body').selectOption(body);
  await page.locator('#if-date').fill(date);
  await page.locator('form[data-in-force] button[type="submit"]').click();
  return page;
}

describe('which text applied', () => {
  it('ACBL on 20 September 2017: Law 27 as revised, March 2008, linked to its text', async () => {
    const page = await ask('ACBL', '2017-09-20');
    const answer = page.locator('[data-answer]');
    await expect.poll(() => answer.getAttribute('data-result')).toBe('2008-03');
    expect(await answer.textContent()).toContain(
      'On 20 September 2017, the text in force for the ACBL was Law 27 as revised, March 2008',
    );
    const link = answer.locator('a');
    expect(await link.textContent()).toContain('Law 27 as revised, March 2008');
    expect(await link.getAttribute('href')).toBe('/laws/27/2008-03/');
    expect(await page.locator('form[data-in-force] [role="alert"]').isVisible()).toBe(false);
    // The question is in the address, so the answer can be shared.
    expect(new URL(page.url()).search).toBe('?body=ACBL&date=2017-09-20');
    await link.click();
    await page.waitForURL('**/laws/27/2008-03/');
  });

  it('ACBL on 25 September 2017: the 2017 Laws', async () => {
    const page = await ask('ACBL', '2017-09-25');
    const answer = page.locator('[data-answer]');
    await expect.poll(() => answer.getAttribute('data-result')).toBe('2017');
    expect(await answer.locator('a').getAttribute('href')).toBe('/laws/27/2017/');
    expect(await answer.locator('a').textContent()).toBe('Laws of Duplicate Bridge 2017');
  });

  it('EBU on 31 July 2008: an earlier code, not in this knowledge base', async () => {
    const page = await ask('EBU', '2008-07-31');
    const answer = page.locator('[data-answer]');
    await expect.poll(() => answer.getAttribute('data-result')).toBe('earlier');
    expect(await answer.textContent()).toContain('the EBU applied an earlier code, not in this knowledge base');
  });

  it('a date that is not a date: an alert naming what was typed, and no answer', async () => {
    const page = await ask('EBU', '2017-02-30');
    const alert = page.locator('form[data-in-force] [role="alert"]');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toBe(
      '“2017-02-30” is not a date: February 2017 has 28 days. Type the date as year-month-day, for example 2017-09-20.',
    );
    expect(await page.locator('#if-date').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-answer]').textContent()).toBe('');
    // Corrected, the alert goes and the answer comes.
    await page.locator('#if-date').fill('2017-02-28');
    await page.locator('#if-date').press('Enter');
    await expect.poll(() => page.locator('[data-answer]').getAttribute('data-result')).toBe('2008-03');
    expect(await alert.isVisible()).toBe(false);
    expect(await page.locator('#if-date').getAttribute('aria-invalid')).toBeNull();
  });

  it('answers a question in the address on arrival (a form submitted without script, or a shared link)', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.goto('/editions/?body=NBF&date=2008-07-19#which-text');
    await expect.poll(() => page.locator('[data-answer]').getAttribute('data-result')).toBe('earlier');
    expect(await page.locator('#if-body').inputValue()).toBe('NBF');
    expect(await page.locator('#if-date').inputValue()).toBe('2008-07-19');
  });

  it('takes the body of an address in any case (?body=acbl), and tells what to choose for the WBF (?body=wbf)', async () => {
    const page = await s().page({ width: 390, height: 844 });
    await page.goto('/editions/?body=acbl&date=2017-09-25#which-text');
    await expect.poll(() => page.locator('[data-answer]').getAttribute('data-result')).toBe('2017');
    expect(await page.locator('#if-body').inputValue()).toBe('ACBL');
    await page.goto('/editions/?body=wbf&date=2017-08-15#which-text');
    await expect.poll(() => page.locator('[data-answer]').getAttribute('data-result')).toBe('no-dates');
    expect(await page.locator('#if-body').inputValue()).toBe('WBF');
    expect(await page.locator('[data-answer]').innerText()).toMatch(
      /it applies the text named in the conditions of contest of each championship/,
    );
  });

  it('the editions page and a superseded text fit a phone: nothing wider than the screen (the table scrolls in its own box)', async () => {
    for (const url of ['/editions/', '/laws/27/2008-03/']) {
      for (const width of [320, 390]) {
        const page = await s().page({ width, height: 844 });
        await page.goto(url);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          `${url} at ${width}px`,
        ).toBeLessThanOrEqual(0);
      }
    }
    // At 390 px the whole table is in view, without scrolling it sideways.
    const page = await s().page({ width: 390, height: 844 });
    await page.goto('/editions/');
    expect(await page.locator('.dates-wrap').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });
});
