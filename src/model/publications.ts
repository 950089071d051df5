/**
 * The publications registry (content/publications.yaml): the forums, lists,
 * casebooks and documents that precedents cite, each with one name and its
 * canonical hosts. Read against ./publication-schema.ts; checked across
 * entries here (an id or a name listed twice, a host claimed twice: several
 * publications share a host only with a `path` each, none inside another's). What a
 * precedent writes of a publication (its id, its address's host) is checked
 * by the corpus (./corpus.ts) with `sourcePublicationProblems`.
 *
 * Pure: the caller reads the file and passes its text.
 */
import type { Diagnostic } from './diagnostic';
import { PUBLICATION_EXAMPLE, publicationEntry, type Publication } from './publication-schema';
import { checkList, checkUniqueIds, validFields } from './schema';
import { readYaml, SourceText } from './source-reader';
import { addressProblem, httpAddressProblem } from './links';
import { quoteList, unknownId } from './suggest';

export type { Publication };

export interface PublicationsParseResult {
  publications: Publication[] | undefined;
  diagnostics: Diagnostic[];
}

const HOST_FIELDS = ['host', 'hosts', 'mirrors'] as const;

/** A host as an entry of the registry lists it: the entry's index, its `path` (null: the whole host) and the line. */
interface HostClaim {
  entry: number;
  path: string | null;
  line: number;
}

/**
 * Why an entry may not list host `h` that an earlier entry lists: the same
 * entry twice, or two entries of which one has the whole host (no `path`) or
 * one's path is inside the other's (compared without case). Several
 * publications share a host only with a path each, apart.
 */
function hostClash(
  h: string,
  later: Omit<HostClaim, 'line'>,
  earlier: HostClaim,
): { message: string; fix: string } | undefined {
  if (later.entry === earlier.entry || (later.path === null && earlier.path === null))
    return {
      message: `the host "${h}" is already listed (line ${earlier.line})`,
      fix: 'list each host once: as the host of one publication, one of its "hosts", or one of its "mirrors"',
    };
  const apart = `give each publication on ${h} a "path" of its own, the path its pages are under, none inside another's (e.g. "/nottsbridge/" and "/durham/")`;
  if (earlier.path === null)
    return {
      message: `the host "${h}" is already listed without a "path" (line ${earlier.line}): all of it is that publication's`,
      fix: `${apart}; or, if the two are one publication, merge the entries`,
    };
  if (later.path === null)
    return {
      message: `the host "${h}" is already listed with the path "${earlier.path}" (line ${earlier.line}): this entry needs a "path" of its own`,
      fix: apart,
    };
  const a = later.path.toLowerCase();
  const b = earlier.path.toLowerCase();
  if (!a.startsWith(b) && !b.startsWith(a)) return undefined;
  const how = a === b ? 'is already listed' : a.startsWith(b) ? 'is inside the path' : 'holds the path';
  return {
    message: `the path "${later.path}" on "${h}" ${how}${a === b ? '' : ` "${earlier.path}" listed`} for it on line ${earlier.line}`,
    fix: `${apart}; or, if the two are one publication, merge the entries`,
  };
}

/** Whether an address's path is under a publication's `path` (always, when it has none), compared without case; "/durham" is the page "/durham/". */
function underPath(pathname: string, path: string | null): boolean {
  if (path === null) return true;
  const at = pathname.toLowerCase();
  const base = path.toLowerCase();
  return at.startsWith(base) || `${at}/` === base;
}

/** Where a publication's pages are: each canonical host with its `path`, as "www.bridgewebs.com/durham/". */
function placesOf(publication: Publication): string[] {
  return [publication.host, ...publication.hosts].map((h) => `${h}${publication.path ?? ''}`);
}

export function parsePublications(text: string, file: string): PublicationsParseResult {
  const source = new SourceText(text, file);
  const yaml = readYaml(source, undefined, file);
  const entries =
    yaml && checkList(publicationEntry, yaml, source, { whole: 'the file', entry: 'publication' }, PUBLICATION_EXAMPLE);
  if (yaml && entries) {
    checkUniqueIds(publicationEntry, yaml, source, 'publication', 'list each publication once');
    const names = new Map<string, number>();
    const hosts = new Map<string, HostClaim[]>();
    (yaml.data as unknown[]).forEach((raw, i) => {
      const valid = validFields(publicationEntry, raw);
      const name = valid['name'];
      if (typeof name === 'string') {
        const at = yaml.locate([i, 'name']);
        const earlier = names.get(name.toLowerCase());
        if (earlier !== undefined)
          source.sink.error(
            at,
            `the name "${name}" is already the name of the publication on line ${earlier}`,
            'one publication, one entry: give each its own name, or merge the two entries (the other address as a "hosts" entry)',
          );
        else names.set(name.toLowerCase(), at.line);
      }
      // A path written wrong is reported by the schema; the entry's hosts are checked once it is right.
      const path = valid['path'];
      if (path === undefined && (raw as Record<string, unknown> | null)?.['path'] !== undefined) return;
      const claim = { entry: i, path: typeof path === 'string' ? path : null };
      for (const field of HOST_FIELDS) {
        const value = valid[field];
        const list: unknown[] = Array.isArray(value) ? value : [value];
        list.forEach((h, k) => {
          if (typeof h !== 'string') return;
          const at = yaml.locate(field === 'host' ? [i, field] : [i, field, k]);
          const earlier = hosts.get(h) ?? [];
          const found = earlier.map((e) => hostClash(h, claim, e)).find((c) => c !== undefined);
          if (found) source.sink.error(at, found.message, found.fix);
          else hosts.set(h, [...earlier, { ...claim, line: at.line }]);
        });
      }
    });
  }
  if (source.failed || !entries) return { publications: undefined, diagnostics: source.diagnostics() };
  return { publications: entries.flatMap((e) => (e === undefined ? [] : [e])), diagnostics: [] };
}

/** The problem with a publication id a precedent gives, or undefined when the registry lists it. */
export function unknownPublication(
  id: string,
  publications: readonly Pick<Publication, 'id'>[],
): { message: string; fix: string } | undefined {
  return unknownId(
    'publication',
    id,
    publications.map((p) => p.id),
    {
      file: 'content/publications.yaml',
      has: 'lists',
      fix: 'write the id of a publication in content/publications.yaml, or add the publication there first (id, name, issuer, kind, host)',
    },
  );
}

/** An address on a test or mirror host of `publication`: refused, with the same address on its canonical host. */
function mirrorProblem(address: string, publication: Publication): { message: string; fix: string } {
  const moved = new URL(address);
  const host = moved.hostname;
  moved.hostname = publication.host;
  return {
    message: `"${host}" is a test or mirror host of ${publication.name}, not its own address`,
    fix: `use its canonical host ${publication.host}: "${moved.href}" (if the page is there), or the original's address`,
  };
}

/**
 * Why a precedent's address does not use its publication's canonical host,
 * or undefined: its host must be the publication's `host` or one of its
 * `hosts`, and its path under the publication's `path` if it has one; a test
 * or mirror host (`mirrors`) is refused with the address on the canonical
 * host, any other host or path with the places the publication has.
 */
export function publicationHostProblem(
  address: string,
  publication: Publication,
): { message: string; fix: string } | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined; // not an address at all: the precedent's schema reports it
  }
  const host = url.hostname;
  const onMirror = publication.mirrors.includes(host);
  const places = () => quoteList(placesOf(publication));
  if (!onMirror && publication.host !== host && !publication.hosts.includes(host))
    return {
      message: `"${host}" is not a host of ${publication.name} (content/publications.yaml gives ${places()})`,
      fix: `use an address on ${places()}; or, if this host is the publication's own, add it to its "hosts" in content/publications.yaml`,
    };
  if (!underPath(url.pathname, publication.path))
    return {
      message: `"${url.pathname}" is not under the path of ${publication.name} on ${host} (content/publications.yaml gives ${places()})`,
      fix: `use an address under ${places()} (the path compared without case); or, if the page is another publication's on ${host}, write that publication's id, adding it to content/publications.yaml with its own "path" if it is not there`,
    };
  return onMirror ? mirrorProblem(address, publication) : undefined;
}

/** The web addresses written in a text (a precedent's reference), each with its scheme; punctuation after one is not part of it. */
function addressesIn(text: string): { address: string; scheme: string }[] {
  return [...text.matchAll(/\b(https?):\/\/[^\s"<>]+/gi)].map((m) => ({
    address: m[0].replace(/[.,;:)\]]+$/, ''),
    scheme: (m[1] ?? '').toLowerCase(),
  }));
}

/** The publication an address is of: by its canonical host (or, with `mirrors`, mirror) and, on a shared host, its path. */
function publicationAt(url: URL, publications: readonly Publication[], mirrors = false) {
  const host = url.hostname;
  return publications.find(
    (p) =>
      (mirrors ? p.mirrors.includes(host) : p.host === host || p.hosts.includes(host)) &&
      underPath(url.pathname, p.path),
  );
}

/**
 * An address must be https: (issue 43 §4). An http: one is allowed only on
 * the canonical host (and under the path) of a publication whose `http` field says why its pages
 * are at http:// only; refused otherwise, at the address, naming the https
 * form to check.
 */
function schemeProblem(
  address: string,
  scheme: string,
  publications: readonly Publication[],
): { message: string; fix: string } | undefined {
  if (scheme === 'https') return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined; // not an address: reported as such
  }
  if (publicationAt(url, publications)?.http) return undefined;
  return httpAddressProblem(
    address,
    'an address of a source is https:',
    `the page is served there (never an address not seen published); if the publication's pages are at http:// only, say why in its "http:" field in content/publications.yaml`,
  );
}

/**
 * What is wrong with what a precedent's source writes of its publication:
 * an id the registry lacks (unless the registry itself failed:
 * `publications` undefined); an address off the publication's hosts; an
 * http: address (`schemeProblem`); and, in the reference, an address that
 * does not show where it leads, or on a mirror of another publication (a
 * copy of the precedent's own publication may be named there).
 */
export function sourcePublicationProblems(
  source: { publication: string; url: string | null; reference: string | null },
  publications: readonly Publication[] | undefined,
): { field: 'publication' | 'url' | 'reference'; message: string; fix: string }[] {
  if (publications === undefined) return [];
  const unknown = unknownPublication(source.publication, publications);
  if (unknown) return [{ field: 'publication', ...unknown }];
  const publication = publications.find((x) => x.id === source.publication);
  const out: { field: 'publication' | 'url' | 'reference'; message: string; fix: string }[] = [];
  if (publication && source.url !== null) {
    const found =
      publicationHostProblem(source.url, publication) ??
      schemeProblem(source.url, /^([a-z]+):/i.exec(source.url)?.[1]?.toLowerCase() ?? '', publications);
    if (found) out.push({ field: 'url', ...found });
  }
  for (const { address, scheme } of addressesIn(source.reference ?? '')) {
    const shape = addressProblem(address, scheme);
    const mirrorOf = shape ? undefined : publicationAt(new URL(address), publications, true);
    const found =
      shape ??
      (mirrorOf && mirrorOf.id !== source.publication
        ? mirrorProblem(address, mirrorOf)
        : schemeProblem(address, scheme, publications));
    if (found) out.push({ field: 'reference', ...found });
  }
  return out;
}
