/**
 * Every built page carries a content security policy that lets nothing run
 * or load from elsewhere: default-src 'self', scripts from the origin or by
 * hash only (no 'unsafe-inline', no 'unsafe-eval'), no plugins, no <base> or
 * form leading elsewhere. A page's policy lists the hashes of its own inline
 * scripts and styles only: none, as every script and style is a file. The
 * page has nothing the policy would block (style attributes, event-handler
 * attributes, javascript: addresses).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import type { Element, Root } from 'hast';
import { siteDir } from './site';

const dir = siteDir();
const htmlFiles = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replace(/\\/g, '/'))
  .filter((f) => f.endsWith('.html'))
  .sort();
const pages = htmlFiles.map((file) => ({ file, tree: fromHtml(readFileSync(path.join(dir, file), 'utf8')) as Root }));

/** The policy of a page, directive by directive. */
function policyOf(tree: Root): Map<string, string[]> {
  const meta = select('head > meta[http-equiv="content-security-policy"]', tree);
  const content = String(meta?.properties['content'] ?? '');
  return new Map(
    content
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const textOf = (el: Element) => el.children.map((c) => (c.type === 'text' ? c.value : '')).join('');

describe('the content security policy of every page', () => {
  it('checks every page of the site', () => {
    expect(htmlFiles.length).toBeGreaterThan(20);
    expect(htmlFiles).toContain('index.html');
  });

  it('every page has the policy, in its head, before any script or style', () => {
    const wrong: string[] = [];
    for (const { file, tree } of pages) {
      const head = select('head', tree);
      const kids = (head?.children ?? []).filter((c): c is Element => c.type === 'element');
      const at = kids.findIndex(
        (e) =>
          e.tagName === 'meta' && e.properties['httpEquiv']?.toString().toLowerCase() === 'content-security-policy',
      );
      const firstActive = kids.findIndex(
        (e) =>
          e.tagName === 'script' ||
          e.tagName === 'style' ||
          (e.tagName === 'link' && String(e.properties['rel']).includes('stylesheet')),
      );
      if (at === -1) wrong.push(`${file}: no policy`);
      else if (firstActive !== -1 && firstActive < at) wrong.push(`${file}: a script or style comes before the policy`);
    }
    expect(wrong).toEqual([]);
  });

  it("every page's policy has the required directives, and no 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const wrong: string[] = [];
    for (const { file, tree } of pages) {
      const policy = policyOf(tree);
      const want: Record<string, string[]> = {
        'default-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      };
      for (const [name, values] of Object.entries(want)) {
        if (JSON.stringify(policy.get(name)) !== JSON.stringify(values))
          wrong.push(`${file}: ${name} is ${JSON.stringify(policy.get(name))}`);
      }
      const scripts = policy.get('script-src') ?? [];
      const allowed = scripts.filter((v) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(v));
      // Scripts from the origin or by hash; WebAssembly may be compiled (Pagefind), JavaScript may not be evaluated.
      if (JSON.stringify(allowed) !== JSON.stringify(["'self'", "'wasm-unsafe-eval'"]))
        wrong.push(`${file}: script-src allows ${allowed.join(' ')}`);
      const styles = (policy.get('style-src') ?? []).filter((v) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(v));
      if (JSON.stringify(styles) !== JSON.stringify(["'self'"]))
        wrong.push(`${file}: style-src allows ${styles.join(' ')}`);
      if (policy.has('script-src-attr') || policy.has('script-src-elem') || policy.has('style-src-attr'))
        wrong.push(`${file}: a directive overrides script-src or style-src`);
    }
    expect(wrong).toEqual([]);
  });

  it("each page's policy lists the hashes of its own inline scripts and styles and no other: none, as no page has one", () => {
    const wrong: string[] = [];
    const listed = new Set<string>();
    for (const { file, tree } of pages) {
      const policy = policyOf(tree);
      const own = { 'script-src': new Set<string>(), 'style-src': new Set<string>() };
      for (const script of selectAll('script:not([src])', tree)) {
        const type = String(script.properties['type'] ?? '');
        // Data blocks (application/json) are never run, so the policy does not apply to them.
        if (type !== '' && type !== 'module' && type !== 'text/javascript') continue;
        own['script-src'].add(sha256(textOf(script)));
      }
      for (const style of selectAll('style', tree)) own['style-src'].add(sha256(textOf(style)));
      for (const [name, hashes] of Object.entries(own)) {
        const inPolicy = (policy.get(name) ?? []).filter((v) => v.startsWith("'sha"));
        for (const h of inPolicy) listed.add(h);
        for (const h of hashes) if (!inPolicy.includes(h)) wrong.push(`${file}: an inline ${name} without its hash`);
        for (const h of inPolicy) if (!hashes.has(h)) wrong.push(`${file}: ${name} lists ${h}, of nothing on the page`);
      }
      if (own['script-src'].size + own['style-src'].size > 0) wrong.push(`${file}: an inline script or style`);
    }
    expect(wrong).toEqual([]);
    expect([...listed]).toEqual([]);
    // The pages do run scripts and have styles: each a file of the site.
    const index = pages.find((p) => p.file === 'index.html')?.tree;
    expect(index && selectAll('script[src]', index).length).toBeGreaterThan(0);
    expect(index && selectAll('link[rel~="stylesheet"]', index).length).toBeGreaterThan(0);
  });

  it('no page has what the policy would block: style or event-handler attributes, javascript: or data: addresses', () => {
    const wrong: string[] = [];
    for (const { file, tree } of pages) {
      for (const el of selectAll('*', tree)) {
        for (const [name, value] of Object.entries(el.properties)) {
          if (name === 'style') wrong.push(`${file}: <${el.tagName} style="${String(value)}">`);
          if (/^on[a-z]/.test(name)) wrong.push(`${file}: <${el.tagName} ${name}>`);
          // A download link of the page's own making (the assistant's PBN file) may be data:; it is saved, never run.
          const download =
            el.tagName === 'a' &&
            el.properties['download'] !== undefined &&
            name === 'href' &&
            /^data:,/.test(String(value));
          if (
            !download &&
            ['href', 'src', 'action', 'formAction', 'data', 'poster'].includes(name) &&
            /^\s*(?:javascript|data|vbscript):/i.test(String(value))
          ) {
            wrong.push(`${file}: <${el.tagName} ${name}="${String(value)}">`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no page loads a script, style, image or frame from another origin', () => {
    const wrong: string[] = [];
    for (const { file, tree } of pages) {
      for (const el of selectAll(
        'script[src], link[href], img[src], iframe[src], source[src], video[src], audio[src]',
        tree,
      )) {
        const ref = String(el.properties['src'] ?? el.properties['href']);
        if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(ref)) wrong.push(`${file}: <${el.tagName}> ${ref}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
