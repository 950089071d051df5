/**
 * The offline bundle: the first stage's files (what rules at the table,
 * src/site/offline-stages.ts) in one file, so that a first visit on a slow
 * line saves them with one request instead of a hundred round trips
 * (issue 40 §3). Written by the build (src/build/service-worker.ts), read by
 * the service worker (src/service-worker/sw.ts). Pure: runs in both.
 *
 * The file, before gzip: the index's length (4 bytes, big-endian), the
 * index (JSON, UTF-8: each file's address, headers and byte range in the
 * bodies), then the bodies one after another. The build gzips it and names
 * it by its hash; the worker knows that hash (SHA-256 of the file before
 * gzip) and its size, and saves nothing from a bundle that does not match.
 */

/** Bytes in memory (not shared: what Web Crypto, Blob and Response take). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** What the worker is told of the bundle (in place of `self.__KB_OFFLINE_BUNDLE`). */
export interface BundleRef {
  /** Its address ("/offline-bundle/rulings-1a2b3c4d5e6f.bin"). */
  url: string;
  /** SHA-256 of the archive before gzip, hex. */
  sha256: string;
  /** The size of the file as served (gzip). */
  bytes: number;
}

/** One file of the bundle, as the index lists it. */
export interface BundledFile {
  /** The address the site serves it at, as the precache list has it ("/laws/27/B1b/"). */
  url: string;
  /** The headers a host sends with it (its Content-Type and the site's _headers). */
  headers: Record<string, string>;
  start: number;
  length: number;
}

export interface BundleInput {
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** The archive (before gzip) of `files`, in their order. */
export function encodeBundle(files: readonly BundleInput[]): Bytes {
  let start = 0;
  const index: BundledFile[] = files.map(({ url, headers, body }) => {
    const file = { url, headers, start, length: body.length };
    start += body.length;
    return file;
  });
  const head = new TextEncoder().encode(JSON.stringify(index));
  const out = new Uint8Array(4 + head.length + start);
  new DataView(out.buffer).setUint32(0, head.length);
  out.set(head, 4);
  let at = 4 + head.length;
  for (const { body } of files) {
    out.set(body, at);
    at += body.length;
  }
  return out;
}

/** The files of an archive, each with its body; throws when it is not one (a cut or damaged file). */
export function decodeBundle(archive: Bytes): (BundledFile & { body: Bytes })[] {
  if (archive.length < 4) throw new Error('the offline bundle is too short to hold its index');
  const headLength = new DataView(archive.buffer, archive.byteOffset, archive.byteLength).getUint32(0);
  const bodies = 4 + headLength;
  if (bodies > archive.length) throw new Error('the offline bundle is shorter than its index says');
  const index = JSON.parse(new TextDecoder().decode(archive.subarray(4, bodies))) as unknown;
  if (!Array.isArray(index)) throw new Error('the offline bundle has no list of files');
  return index.map((entry: BundledFile) => {
    const { url, headers, start, length } = entry;
    if (
      typeof url !== 'string' ||
      typeof headers !== 'object' ||
      headers === null ||
      !Number.isInteger(start) ||
      !Number.isInteger(length) ||
      start < 0 ||
      length < 0 ||
      bodies + start + length > archive.length
    )
      throw new Error(`the offline bundle lists a file it does not hold: ${JSON.stringify(entry).slice(0, 200)}`);
    return { url, headers, start, length, body: archive.slice(bodies + start, bodies + start + length) };
  });
}

/** SHA-256 of `bytes`, hex (Web Crypto: in the worker, and in Node 20). */
export async function sha256(bytes: Bytes): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}
