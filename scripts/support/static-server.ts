/**
 * A small static file server for dist/ on the loopback interface, used by
 * `npm start` and by the browser tests. Directories serve their index.html;
 * a directory path without its trailing slash is redirected to it, as the
 * site's addresses always end in "/". The site's `_headers` file, when it
 * has one, gives each response its headers, as a static host would
 * (src/site/headers.ts: who may frame which page). With `gzip`, text is sent
 * gzipped to a client that accepts it, as a public host sends it (the
 * Lighthouse figures of the benchmark); without, as it is on disk.
 */
import { createReadStream } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentType, HTML_TYPE } from '../../src/site/content-types';
import { headersFor, parseHeaders, type HeaderRule } from '../../src/site/headers';

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * `hold`, for tests: called with each request's path; a promise it returns holds the answer back until
 * it settles (a first install held half-way, tests/site-crawl/webkit.test.ts).
 */
export async function startStaticServer(
  root: string,
  port = 0,
  host = '127.0.0.1',
  hold?: (pathname: string) => Promise<void> | undefined,
  gzip = false,
): Promise<RunningServer> {
  const base = path.resolve(root);
  const rules: HeaderRule[] = parseHeaders(await readFile(path.join(base, '_headers'), 'utf8').catch(() => ''));
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      await hold?.(url.pathname);
      for (const [k, v] of Object.entries(headersFor(rules, url.pathname))) res.setHeader(k, v);
      const requested = decodeURIComponent(url.pathname);
      const file = path.resolve(base, `.${requested}`);
      if (file !== base && !file.startsWith(base + path.sep)) {
        res.writeHead(403).end('Forbidden');
        return;
      }
      let target = file;
      const info = await stat(target).catch(() => undefined);
      if (info?.isDirectory()) {
        if (!requested.endsWith('/')) {
          res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
          return;
        }
        target = path.join(target, 'index.html');
      }
      const found = await stat(target).catch(() => undefined);
      if (!found?.isFile()) {
        const notFound = path.join(base, '404.html');
        const has404 = await stat(notFound).catch(() => undefined);
        res.writeHead(404, { 'Content-Type': HTML_TYPE });
        if (has404?.isFile()) createReadStream(notFound).pipe(res);
        else res.end('<!doctype html><title>Not found</title><p>Not found</p>');
        return;
      }
      const type = contentType(target);
      if (
        gzip &&
        /^(text\/|application\/(json|manifest))|svg/.test(type) &&
        /\bgzip\b/.test(String(req.headers['accept-encoding']))
      ) {
        const body = gzipSync(await readFile(target));
        res.writeHead(200, {
          'Content-Type': type,
          'Content-Encoding': 'gzip',
          'Content-Length': body.byteLength,
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': found.size, 'Cache-Control': 'no-cache' });
      if (req.method === 'HEAD') res.end();
      else createReadStream(target).pipe(res);
    } catch {
      res.writeHead(500).end('Server error');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}/`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
