/**
 * The Content-Type of each kind of file the site has, by its name's ending,
 * as a static host sends it: used by `npm start` and the tests' server
 * (scripts/support/static-server.ts) and by the offline bundle
 * (src/build/service-worker.ts), whose files the service worker saves with
 * the type a host would have sent with each.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

export const HTML_TYPE = 'text/html; charset=utf-8';

/** The type of a file ("laws/27/index.html", "/pagefind/pagefind.js"); anything else is application/octet-stream. */
export function contentType(file: string): string {
  const ext = /\.[^./]+$/.exec(file)?.[0] ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}
