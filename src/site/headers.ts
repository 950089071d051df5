/**
 * The HTTP headers the site asks of its host, as a `_headers` file (the
 * format of Cloudflare Pages and Netlify: a path pattern, then indented
 * `Name: value` lines; `! Name` drops a header an earlier rule set, as
 * Cloudflare Pages reads it). `npm start` (scripts/support/static-server.ts)
 * applies it too.
 *
 * A <meta> content security policy cannot say who may frame a page
 * (`frame-ancestors`), so that part is a header: no page may be framed by
 * another site, except the embeds (addresses.embed), which any site may
 * frame. Everything else of the policy stays in each page's <meta>.
 *
 * The offline bundle (src/site/offline-bundle.ts) is named by its hash, so a
 * browser may keep it for good (`immutable`): a new build names a new one.
 */
import { addresses } from './addresses';

/**
 * Every page's content security policy, as its <meta> (layouts/Page.astro, views/EmbedView.astro): nothing
 * loads from another origin; scripts only from the origin, never written into a page nor evaluated
 * (WebAssembly may be compiled: search runs Pagefind's); no plugins; no <base> or form that leads
 * elsewhere. No page has an inline script or style (every one is a file of /_astro/: `build.inlineStylesheets`
 * and `assetsInlineLimit` in astro.config.mjs), so no page's policy lists a hash; a page that had one would need
 * its hash here, and tests/build/csp.test.ts says so.
 */
export const PAGE_POLICY = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
].join('; ');

export const FRAME_NONE = "frame-ancestors 'self'";
export const FRAME_ANY = 'frame-ancestors *';
export const KEEP_FOR_GOOD = 'public, max-age=31536000, immutable';

export function headersFile(): string {
  const embeds = `${addresses.embedRoot()}*`;
  return [
    '# Who may frame the pages (see src/site/headers.ts): the site itself; the embeds, any site.',
    '/*',
    `  Content-Security-Policy: ${FRAME_NONE}`,
    '  X-Frame-Options: SAMEORIGIN',
    embeds,
    '  ! Content-Security-Policy',
    '  ! X-Frame-Options',
    `  Content-Security-Policy: ${FRAME_ANY}`,
    '# The offline bundle, named by its hash (src/site/offline-bundle.ts): the same name is the same bytes.',
    `${addresses.offlineBundleRoot()}*`,
    `  Cache-Control: ${KEEP_FOR_GOOD}`,
    '',
  ].join('\n');
}

export interface HeaderRule {
  pattern: string;
  set: [string, string][];
  drop: string[];
}

/** The rules of a `_headers` file, in order. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), set: [], drop: [] });
      continue;
    }
    const rule = rules[rules.length - 1];
    if (!rule) continue;
    const t = line.trim();
    if (t.startsWith('!')) rule.drop.push(t.slice(1).trim().toLowerCase());
    else {
      const i = t.indexOf(':');
      if (i > 0) rule.set.push([t.slice(0, i).trim(), t.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** The headers for a path: every matching rule in order, a later one dropping or adding to what earlier ones set. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out = new Map<string, [string, string]>();
  for (const r of rules) {
    const re = new RegExp(
      `^${r.pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    if (!re.test(pathname)) continue;
    for (const d of r.drop) out.delete(d);
    for (const [k, v] of r.set) out.set(k.toLowerCase(), [k, v]);
  }
  return Object.fromEntries([...out.values()]);
}
