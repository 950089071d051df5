/**
 * The web app manifest (/manifest.webmanifest): the site installs as an app
 * that opens on the home page and, with the service worker
 * (src/service-worker/sw.ts), works offline.
 */
import { addresses } from './addresses';
import { PAGE_LANGUAGE } from './language';

export function webManifest(): Record<string, unknown> {
  return {
    name: 'Bridge Laws — Law 27, clause by clause',
    short_name: 'Bridge Laws',
    description: 'The Laws of Duplicate Bridge, edition by edition, with guidance and rulings; works offline.',
    start_url: addresses.home(),
    display: 'standalone',
    background_color: '#fdfcf8',
    theme_color: '#1f4f8a',
    lang: PAGE_LANGUAGE,
    scope: addresses.home(),
    icons: [
      { src: addresses.icon('icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: addresses.icon('icon-512.png'), sizes: '512x512', type: 'image/png' },
      { src: addresses.icon('icon-512-maskable.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: addresses.icon('icon.svg'), sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
