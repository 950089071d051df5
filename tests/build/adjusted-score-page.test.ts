/**
 * The calculator page as built: a label for every field, the Law 27D links
 * landing on real anchors, the citations, nothing from another origin, and
 * its script only on this page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { allPages, readPage, select, selectAll, siteDir, toText } from './site';

const URL_PATH = '/tools/adjusted-score/';
const page = readPage(URL_PATH);
const html = readFileSync(path.join(siteDir(), URL_PATH, 'index.html'), 'utf8');

/** Form controls. */
function controls(root: Element | Root): Element[] {
  return selectAll('input, select, textarea', root).filter((el) => el.properties['type'] !== 'hidden');
}

describe(URL_PATH, () => {
  it('labels every field', () => {
    const ids = new Set(selectAll('label[for]', page).map((l) => String(l.properties['htmlFor'])));
    const wrapped = (el: Element) => selectAll('label input', page).includes(el);
    const fieldsOnPage = controls(page); // (a template's content is not among its children)
    expect(fieldsOnPage.length).toBeGreaterThanOrEqual(8);
    for (const el of fieldsOnPage) {
      const id = String(el.properties['id'] ?? '');
      expect(ids.has(id) || wrapped(el), `field #${id}`).toBe(true);
    }
    // The row template: a label per field, tied to it by the script (data-label ↔ data-field).
    const template = (select('template[data-row-template]', page) as Element & { content: Root }).content;
    const labels = selectAll('label[data-label]', template).map((l) => String(l.properties['dataLabel']));
    const fields = selectAll('input[data-field]', template).map((i) => String(i.properties['dataField']));
    expect(labels).toEqual(fields);
    expect(labels).toEqual(['outcome', 'weight', 'matchpoints']);
  });

  it('explains Law 12C1(c) and links to Law 27D in the 2017 and March 2008 texts', () => {
    const text = toText(select('main', page)!);
    for (const cite of ['Law 12C1(c)', 'Law 12C1(d)', 'Law 27D']) expect(text).toContain(cite);
    const hrefs = selectAll('a[href]', page).map((a) => String(a.properties['href']));
    for (const [edition, href] of [
      ['2017', '/laws/27/2017/#D'],
      ['2008-03', '/laws/27/2008-03/#D'],
    ] as const) {
      expect(hrefs).toContain(href);
      const target = readPage(`/laws/27/${edition}/`);
      expect(select('[id="D"]', target), href).toBeTruthy();
    }
  });

  it('says what to do without JavaScript', () => {
    expect(html).toMatch(/<noscript>[\s\S]*needs JavaScript[\s\S]*<\/noscript>/);
    // The form is in the page (so nothing moves when its script starts) and hidden where scripts do not run.
    expect(select('[data-calc]', page)?.properties['hidden']).toBeUndefined();
    expect(selectAll('[data-rows] > li[data-row] input[id]', page).map((i) => String(i.properties['id']))).toEqual([
      'calc-outcome-1',
      'calc-weight-1',
      'calc-mp-1',
      'calc-outcome-2',
      'calc-weight-2',
      'calc-mp-2',
    ]);
    const styles = selectAll('link[rel~="stylesheet"][href]', page).map((l) =>
      readFileSync(path.join(siteDir(), String(l.properties['href'])), 'utf8'),
    );
    expect(styles.join('\n')).toMatch(/@media\s*\(scripting:\s*none\)\s*\{\s*\.calc\[[^\]]+\]\s*\{\s*display:\s*none/);
  });

  it('loads nothing from another origin', () => {
    const assets = selectAll('script[src], link[href]', page).map((el) =>
      String(el.properties['src'] ?? el.properties['href']),
    );
    for (const a of assets) expect(a, a).toMatch(/^\/(?!\/)/);
    const texts = [
      html,
      ...assets.filter((a) => /\.(js|css)$/.test(a)).map((a) => readFileSync(path.join(siteDir(), a), 'utf8')),
    ];
    for (const t of texts) {
      expect(t).not.toMatch(/(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
      expect(t).not.toMatch(/@import|url\(\s*["']?(?:https?:)?\/\//i);
      expect(t).not.toMatch(/fetch\(|XMLHttpRequest|sendBeacon/);
    }
  });

  it('has its script on this page only', () => {
    const script = selectAll('script[src]', page)
      .map((el) => String(el.properties['src']))
      .find((src) => /^\/_astro\/Calculator\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/.test(src));
    expect(script).toBeDefined();
    for (const other of allPages().filter((p) => p !== URL_PATH)) {
      expect(readFileSync(path.join(siteDir(), other, 'index.html'), 'utf8'), other).not.toContain(script!);
    }
  });
});
