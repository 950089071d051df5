/**
 * The embeds in a page of another site: a second static server on another
 * port (another origin) serves a page with an <iframe> of the embed of
 * 27B1(b) (2017); Chromium shows it, with its citation and status, and runs
 * no script in it. A page that is not an embed is refused in the same
 * frame (the site's _headers, applied by the static server as a host
 * would). Also: the Atom feed parses as XML with the elements Atom
 * requires, and /changes/2007/ prints on at most two A4 pages.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningServer } from '../../scripts/support/static-server';
import { ACTION_TIMEOUT, useSession } from './browser';

const s = useSession();
let other: RunningServer;
const dir = mkdtempSync(path.join(tmpdir(), 'kb-other-site-'));

beforeAll(async () => {
  other = await startStaticServer(dir);
});
afterAll(async () => {
  await other.close();
  rmSync(dir, { recursive: true, force: true });
});

function framingPage(name: string, src: string): string {
  writeFileSync(
    path.join(dir, name),
    `<!doctype html><html lang="en"><title>A club page</title><h1>Our club</h1><iframe id="law" title="law" src="${src}" width="600" height="300"></iframe>`,
  );
  return new URL(name, other.url).href;
}

describe('embeds on another site', () => {
  it(
    'the embed of 27B1(b) (2017) renders in an iframe of another origin, with its citation and status, and no script',
    { timeout: 120_000 },
    async () => {
      const site = new URL(s().server.url);
      expect(new URL(other.url).origin).not.toBe(site.origin);
      const page = await s().page({ width: 1000, height: 800 });
      await page.goto(framingPage('club.html', new URL('/embed/laws/27/2017/B1b/', site).href), {
        timeout: ACTION_TIMEOUT,
      });
      const frame = page.frameLocator('#law');
      await expect
        .poll(() => frame.locator('.cite a').textContent({ timeout: ACTION_TIMEOUT }))
        .toBe('Law 27B1(b) (2017)');
      expect(await frame.locator('.status').textContent()).toContain('In force: the text in force today.');
      expect(await frame.locator('.words').first().textContent()).toContain('comparable call');
      const inner = page.frames().find((f) => f.url().includes('/embed/'));
      expect(inner).toBeDefined();
      expect(await inner!.evaluate(() => document.scripts.length)).toBe(0);
      // Styled by its own stylesheet: the article has its border.
      expect(await inner!.evaluate(() => getComputedStyle(document.querySelector('.embed')!).borderTopStyle)).toBe(
        'solid',
      );
    },
  );

  it('a page that is not an embed is refused in a frame of another origin', { timeout: 120_000 }, async () => {
    const page = await s().page({ width: 1000, height: 800 });
    await page.goto(framingPage('steal.html', new URL('/laws/27/2017/', s().server.url).href), {
      timeout: ACTION_TIMEOUT,
    });
    await page.waitForTimeout(500);
    const inner = page.frames().find((f) => f.url().includes('/laws/27/2017/'));
    const title = inner ? await inner.evaluate(() => document.title).catch(() => '') : '';
    expect(title).not.toContain('Law 27 (2017)');
    s().takeProblems();
  });
});

describe('the feed', () => {
  it('/feed.xml is Atom: well-formed XML, the required elements, unique ids', async () => {
    const page = await s().page();
    await page.goto('/changes/');
    const checked = await page.evaluate(async () => {
      const xml = await (await fetch('/feed.xml')).text();
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const NS = 'http://www.w3.org/2005/Atom';
      const feed = doc.documentElement;
      const child = (el: Element, name: string) =>
        [...el.children].filter((c) => c.namespaceURI === NS && c.localName === name);
      const entries = child(feed, 'entry');
      const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: [feed.namespaceURI, feed.localName],
        feed: ['id', 'title', 'updated'].map((n) => child(feed, n).length),
        author: child(feed, 'author').length,
        updated: child(feed, 'updated')[0]?.textContent ?? '',
        entries: entries.length,
        entryFields: entries.every(
          (e) =>
            ['id', 'title', 'updated'].every((n) => child(e, n).length === 1) &&
            child(e, 'link').length >= 1 &&
            child(e, 'summary').length === 1,
        ),
        dates: entries.every((e) => rfc3339.test(child(e, 'updated')[0]?.textContent ?? '')),
        ids: entries.map((e) => child(e, 'id')[0]?.textContent ?? ''),
      };
    });
    expect(checked.error).toBe(0);
    expect(checked.root).toEqual(['http://www.w3.org/2005/Atom', 'feed']);
    expect(checked.feed).toEqual([1, 1, 1]);
    expect(checked.author).toBe(1);
    expect(checked.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(checked.entries).toBeGreaterThan(5);
    expect(checked.entryFields).toBe(true);
    expect(checked.dates).toBe(true);
    expect(new Set(checked.ids).size).toBe(checked.ids.length);
    expect(checked.ids).toContain('urn:bridge-laws:edition:2017:in-force:2017-08-01');
    expect(checked.ids).toContain('urn:bridge-laws:note:27:2017:al-for-a1');
    // Each published ruling whose source is dated has its entry.
    expect(checked.ids.filter((id) => id.startsWith('urn:bridge-laws:precedent:')).length).toBeGreaterThan(20);
  });
});

describe('printing what changed since 2007', () => {
  it('fits on at most two A4 pages', { timeout: 120_000 }, async () => {
    const page = await s().page({ width: 1000, height: 800 });
    await page.goto('/changes/2007/', { timeout: ACTION_TIMEOUT });
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(2);
  });
});
