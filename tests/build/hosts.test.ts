/**
 * Publishing on the static hosts the README names (Publish): the site's
 * `_headers` file read by each host's own rules.
 *
 * - Netlify, by its own parser (@netlify/headers-parser, what its CLI and
 *   build use): every rule that matches a path applies, a later one
 *   overriding a header an earlier one set; it knows no `! Name` lines and
 *   passes over them. So an embed gets `frame-ancestors *` and also the
 *   site-wide `X-Frame-Options: SAMEORIGIN`, which browsers ignore where a
 *   policy with frame-ancestors is given (CSP Level 2).
 * - Cloudflare Pages and `npm start`: src/site/headers.ts (`parseHeaders`,
 *   `headersFor`), with Cloudflare's `! Name`, which drops an inherited header.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { FRAME_ANY, FRAME_NONE, headersFor, KEEP_FOR_GOOD, parseHeaders } from '../../src/site/headers';
import { offlineBundleRef } from '../../scripts/support/precache-list';
import { siteDir } from './site';

const file = () => path.join(siteDir(), '_headers');

describe('the _headers file on each host', () => {
  it('Netlify reads it without an error: no page framed by another site, any site may frame an embed', async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [file()], minimal: false, configHeaders: [] });
    expect(errors).toEqual([]);
    // Not `minimal`: each rule comes with the expression it matches paths by.
    const rules = headers as Header[];
    const served = (address: string): Record<string, string> =>
      Object.assign({}, ...rules.filter((h) => h.forRegExp.test(address)).map((h) => h.values));
    expect(served('/laws/27/B1b/')['Content-Security-Policy']).toBe(FRAME_NONE);
    expect(served('/laws/27/B1b/')['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(served('/embed/laws/27/2017/B1b/')['Content-Security-Policy']).toBe(FRAME_ANY);
    // The offline bundle, named by its hash, kept for good; no page is.
    expect(served(offlineBundleRef(siteDir()).url)['Cache-Control']).toBe(KEEP_FOR_GOOD);
    expect(served('/laws/27/B1b/')['Cache-Control']).toBeUndefined();
  });

  it('Cloudflare Pages (and npm start) drop the site-wide frame headers on the embeds', () => {
    const rules = parseHeaders(readFileSync(file(), 'utf8'));
    expect(headersFor(rules, '/laws/27/B1b/')).toEqual({
      'Content-Security-Policy': FRAME_NONE,
      'X-Frame-Options': 'SAMEORIGIN',
    });
    expect(headersFor(rules, '/embed/laws/27/2017/B1b/')).toEqual({ 'Content-Security-Policy': FRAME_ANY });
    expect(headersFor(rules, offlineBundleRef(siteDir()).url)).toEqual({
      'Content-Security-Policy': FRAME_NONE,
      'X-Frame-Options': 'SAMEORIGIN',
      'Cache-Control': KEEP_FOR_GOOD,
    });
  });
});
