/**
 * The offline bundle's format (src/site/offline-bundle.ts): what the build
 * writes, the worker reads back whole, and a cut or damaged archive is
 * refused rather than read as files.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeBundle, encodeBundle, sha256, type BundleInput } from '../../src/site/offline-bundle';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const files: BundleInput[] = [
  { url: '/', headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: bytes('<!doctype html><p>Home ♠</p>') },
  { url: '/empty.json', headers: { 'Content-Type': 'application/json' }, body: new Uint8Array(0) },
  {
    url: '/pagefind/wasm.en.pagefind',
    headers: { 'Content-Type': 'application/octet-stream', 'X-Frame-Options': 'SAMEORIGIN' },
    body: new Uint8Array([0x1f, 0x8b, 0, 255, 7]),
  },
];

describe('the offline bundle', () => {
  it('gives back every file, in order, with its address, headers and exact bytes, through gzip', () => {
    const archive = new Uint8Array(gunzipSync(gzipSync(encodeBundle(files))));
    const read = decodeBundle(archive);
    expect(read.map(({ url, headers }) => ({ url, headers }))).toEqual(
      files.map(({ url, headers }) => ({ url, headers })),
    );
    expect(read.map((f) => [...f.body])).toEqual(files.map((f) => [...f.body]));
  });

  it('refuses an archive cut short, anywhere', () => {
    const archive = encodeBundle(files);
    for (const length of [0, 3, 10, archive.length - 1]) {
      expect(() => decodeBundle(archive.slice(0, length)), `cut at ${length}`).toThrow(/offline bundle/);
    }
  });

  it('refuses an index that is not a list of files it holds', () => {
    const withIndex = (index: unknown) => {
      const head = bytes(JSON.stringify(index));
      const out = new Uint8Array(4 + head.length);
      new DataView(out.buffer).setUint32(0, head.length);
      out.set(head, 4);
      return out;
    };
    expect(() => decodeBundle(withIndex({ files: [] }))).toThrow(/no list of files/);
    expect(() => decodeBundle(withIndex([{ url: '/', headers: {}, start: 0, length: 1 }]))).toThrow(
      /lists a file it does not hold/,
    );
    expect(() => decodeBundle(withIndex([{ url: 7, headers: {}, start: 0, length: 0 }]))).toThrow(/does not hold/);
    expect(() => decodeBundle(withIndex([{ url: '/', headers: {}, start: -1, length: 0 }]))).toThrow(/does not hold/);
  });

  it('is named by a hash that any changed byte changes', async () => {
    const archive = encodeBundle(files);
    const changed = archive.slice();
    changed[changed.length - 1]! ^= 1;
    expect(await sha256(archive)).toMatch(/^[0-9a-f]{64}$/);
    expect(await sha256(changed)).not.toBe(await sha256(archive));
    expect(await sha256(bytes('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
