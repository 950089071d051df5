/**
 * The static server sends text gzipped only when asked to (the benchmark's Lighthouse figures, as a public host
 * sends it) and only to a client that accepts it; the tests' server sends the files as they are on disk.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/support/static-server';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kb-gzip-'));
const page = `<!doctype html><title>x</title>${'<p>words</p>'.repeat(200)}`;
writeFileSync(path.join(dir, 'index.html'), page);
writeFileSync(path.join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function get(url: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the static server', () => {
  it.each([
    [true, 'gzip', '/', 'gzip'],
    [true, 'identity', '/', undefined],
    [true, 'gzip', '/icon.png', undefined],
    [false, 'gzip', '/', undefined],
  ])('gzip %s, a client accepting %s, %s: sent as %s', async (gzip, accepts, address, sent) => {
    const server = await startStaticServer(dir, 0, '127.0.0.1', undefined, gzip);
    const { encoding, body } = await get(new URL(address, server.url).href, { 'Accept-Encoding': accepts });
    await server.close();
    expect(encoding).toBe(sent);
    const bytes = encoding === 'gzip' ? gunzipSync(body) : body;
    expect(bytes.byteLength).toBe(address === '/' ? Buffer.byteLength(page) : 4);
    if (encoding === 'gzip') expect(body.byteLength).toBeLessThan(bytes.byteLength / 4);
  });
});
