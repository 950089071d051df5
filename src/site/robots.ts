/**
 * /robots.txt, written only for a site that has its own address (SITE_URL):
 * every page may be crawled, and the sitemap (@astrojs/sitemap) is named in
 * full, as the format asks.
 */
import { addresses } from './addresses';

export function robotsTxt(site: string): string {
  return ['User-agent: *', 'Allow: /', `Sitemap: ${new URL(addresses.sitemap().slice(1), site).href}`, ''].join('\n');
}
