/** SITE_URL, the site's public address: an https address (http only for localhost), given to Astro as `site`. */
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../src/site/site-url';

describe('siteUrl', () => {
  it('is unset when SITE_URL is unset or empty', () => {
    expect(siteUrl(undefined)).toBeUndefined();
    expect(siteUrl('  ')).toBeUndefined();
  });

  it("takes the https address of a host's root, ending it with a slash", () => {
    expect(siteUrl('https://laws.example.org')).toBe('https://laws.example.org/');
    expect(siteUrl(' https://laws.example.org/ ')).toBe('https://laws.example.org/');
    expect(siteUrl('http://localhost:4321/')).toBe('http://localhost:4321/');
  });

  it('refuses a path: every address of the site starts at /', () => {
    expect(() => siteUrl('https://example.github.io/bridge-laws/')).toThrow(
      /has a path, and this site's addresses start at \//,
    );
  });

  it('refuses what is no public address, naming the value and what to set', () => {
    expect(() => siteUrl('laws.example.org')).toThrow(/^SITE_URL is not an address: "laws\.example\.org"\. Set it to/);
    expect(() => siteUrl('http://laws.example.org/')).toThrow(/must be an https address/);
    expect(() => siteUrl('ftp://laws.example.org/')).toThrow(/must be an https address/);
    expect(() => siteUrl('https://me@laws.example.org/')).toThrow(/no user, query or fragment/);
    expect(() => siteUrl('https://laws.example.org/?a=1')).toThrow(/no user, query or fragment/);
  });
});
