/**
 * The publications registry (content/publications.yaml): the forums, lists,
 * casebooks and documents that precedents cite, each with one name and its
 * canonical hosts. Read against ./publication-schema.ts; checked across
 * entries here (an id or a name listed twice, a host claimed twice). What a
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

export function parsePublications(text: string, file: string): PublicationsParseResult {
  const source = new SourceText(text, file);
  const yaml = readYaml(source, undefined, file);
  const entries =
    yaml && checkList(publicationEntry, yaml, source, { whole: 'the file', entry: 'publication' }, PUBLICATION_EXAMPLE);
  if (yaml && entries) {
    checkUniqueIds(publicationEntry, yaml, source, 'publication', 'list each publication once');
    const names = new Map<string, number>();
    const hosts = new Map<string, string>();
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
      for (const field of HOST_FIELDS) {
        const value = valid[field];
        const list: unknown[] = Array.isArray(value) ? value : [value];
        list.forEach((h, k) => {
          if (typeof h !== 'string') return;
          const at = yaml.locate(field === 'host' ? [i, field] : [i, field, k]);
          const earlier = hosts.get(h);
          if (earlier !== undefined)
            source.sink.error(
              at,
              `the host "${h}" is already listed (${earlier})`,
              'list each host once: as the host of one publication, one of its "hosts", or one of its "mirrors"',
            );
          else hosts.set(h, `line ${at.line}`);
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
 * `hosts`; a test or mirror host (`mirrors`) is refused with the address on
 * the canonical host, any other host with the hosts the publication has.
 */
export function publicationHostProblem(
  address: string,
  publication: Publication,
): { message: string; fix: string } | undefined {
  let host: string;
  try {
    host = new URL(address).hostname;
  } catch {
    return undefined; // not an address at all: the precedent's schema reports it
  }
  const canonical = [publication.host, ...publication.hosts];
  if (canonical.includes(host)) return undefined;
  if (publication.mirrors.includes(host)) return mirrorProblem(address, publication);
  return {
    message: `"${host}" is not a host of ${publication.name} (content/publications.yaml gives ${quoteList(canonical)})`,
    fix: `use an address on ${quoteList(canonical)}; or, if this host is the publication's own, add it to its "hosts" in content/publications.yaml`,
  };
}

/** The web addresses written in a text (a precedent's reference), each with its scheme; punctuation after one is not part of it. */
function addressesIn(text: string): { address: string; scheme: string }[] {
  return [...text.matchAll(/\b(https?):\/\/[^\s"<>]+/gi)].map((m) => ({
    address: m[0].replace(/[.,;:)\]]+$/, ''),
    scheme: (m[1] ?? '').toLowerCase(),
  }));
}

/** The publication whose canonical host (or, with `mirrors`, mirror) `host` is. */
function publicationOfHost(host: string, publications: readonly Publication[], mirrors = false) {
  return publications.find((p) => (mirrors ? p.mirrors.includes(host) : p.host === host || p.hosts.includes(host)));
}

/**
 * An address must be https: (issue 43 §4). An http: one is allowed only on
 * the canonical host of a publication whose `http` field says why its pages
 * are at http:// only; refused otherwise, at the address, naming the https
 * form to check.
 */
function schemeProblem(
  address: string,
  scheme: string,
  publications: readonly Publication[],
): { message: string; fix: string } | undefined {
  if (scheme === 'https') return undefined;
  let host = '';
  try {
    host = new URL(address).hostname;
  } catch {
    return undefined; // not an address: reported as such
  }
  if (publicationOfHost(host, publications)?.http) return undefined;
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
    const host = shape ? '' : new URL(address).hostname;
    const mirrorOf = shape ? undefined : publicationOfHost(host, publications, true);
    const found =
      shape ??
      (mirrorOf && mirrorOf.id !== source.publication
        ? mirrorProblem(address, mirrorOf)
        : schemeProblem(address, scheme, publications));
    if (found) out.push({ field: 'reference', ...found });
  }
  return out;
}
