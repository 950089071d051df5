/**
 * The site's own address, from the environment variable SITE_URL (astro.config.mjs gives it to Astro as
 * `site`). With it the build writes what a published site needs: a canonical link and og:url on every page,
 * absolute links in the feed, a sitemap and a robots.txt naming it. Without it the site is built as before,
 * and the build says so once (src/integrations/knowledge-base.ts).
 */

/** SITE_URL as Astro's `site`: undefined when unset or empty; an error naming the value when it is no https address. */
export function siteUrl(value: string | undefined = process.env['SITE_URL']): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(
      `SITE_URL is not an address: "${value}". Set it to the site's public address, e.g. SITE_URL=https://laws.example.org/`,
    );
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:'))
    throw new Error(`SITE_URL must be an https address (http only for localhost): "${value}".`);
  if (url.username || url.password || url.search || url.hash)
    throw new Error(`SITE_URL must be a plain address, with no user, query or fragment: "${value}".`);
  // Every address of the site starts at / (no base path): a site in a folder would link outside it.
  if (url.pathname !== '/')
    throw new Error(
      `SITE_URL must be the address of a host's root, e.g. https://laws.example.org/: "${value}" has a path, and this site's addresses start at /.`,
    );
  return `${url.origin}/`;
}
