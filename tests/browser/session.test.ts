/**
 * The browser tests' shared pages (browser.ts, Session.page): one page per
 * window size for a whole worker, handed from file to file. Two sessions
 * here stand for two test files run one after the other in a worker: the
 * second starts with nothing the first stored, and each sees only its own
 * requests and problems.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './browser';

const opened: Session[] = [];
async function session(): Promise<Session> {
  const s = await openSession();
  opened.push(s);
  return s;
}
afterAll(async () => {
  for (const s of opened) await s.close();
});

const stored = (page: Awaited<ReturnType<Session['page']>>) =>
  page.evaluate(() => ({ local: localStorage.getItem('kb-test'), cookie: document.cookie }));

describe('a shared page handed from one test file to the next', () => {
  it('keeps what a file stored for its own next test, and gives the next file a page with nothing stored', async () => {
    const first = await session();
    const page = await first.page({ width: 333, height: 700 });
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('kb-test', 'first');
      document.cookie = 'kb-test=first; path=/';
    });
    const again = await first.page({ width: 333, height: 700 });
    await again.goto('/');
    expect(await stored(again)).toEqual({ local: 'first', cookie: 'kb-test=first' });

    const second = await session();
    const handed = await second.page({ width: 333, height: 700 });
    // The same page, not a new one: that is what saves a renderer process per file.
    expect(handed).toBe(page);
    expect(handed.url()).toBe('about:blank');
    await handed.goto('/');
    expect(await stored(handed)).toEqual({ local: null, cookie: '' });
  });

  it('is made anew when a test closed it', async () => {
    const s = await session();
    const closed = await s.page({ width: 333, height: 700 });
    await closed.close();
    const next = await s.page({ width: 333, height: 700 });
    expect(next).not.toBe(closed);
    await next.goto('/');
    expect(await next.title()).not.toBe('');
  });

  it('counts each request and each uncaught error for the session that was handed the page last', async () => {
    const first = await session();
    const page = await first.page({ width: 333, height: 700 });
    await page.goto('/laws/');
    const second = await session();
    await second.page({ width: 333, height: 700 });
    await page.goto('/editions/');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('thrown in the page for this test');
      }),
    );
    await expect
      .poll(() => second.takeProblems().join('\n'))
      .toMatch(/uncaught Error: thrown in the page for this test/);
    expect(first.takeProblems()).toEqual([]);
    expect(first.requests.some((u) => u.endsWith('/laws/'))).toBe(true);
    expect(first.requests.some((u) => u.endsWith('/editions/'))).toBe(false);
    expect(second.requests.some((u) => u.endsWith('/editions/'))).toBe(true);
    expect(second.requests.some((u) => u.endsWith('/laws/'))).toBe(false);
  });
});
