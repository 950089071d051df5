/**
 * The schema of one entry of the publications registry
 * (content/publications.yaml), against which ./publications.ts reads it: a
 * publication that precedents cite, with the one name pages show and the
 * hosts its addresses may use.
 */
import type { z } from 'astro/zod';
import { fields, list, oneOf, pattern, text } from './schema';

export const PUBLICATION_KINDS = [
  'forum',
  'mailing-list',
  'casebook',
  'bulletin',
  'newsletter',
  'blog',
  'handbook',
  'minutes',
  'magazine',
  'website',
  'book',
] as const;

/** A publication's id: lower-case words and digits joined by "-". */
export const PUBLICATION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A host name as a browser reads it: lower case, labels joined by ".". */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

const host = (hint: string) =>
  pattern(
    HOST,
    `${hint}, the host name only, in lower case (e.g. "www.bridgebase.com")`,
    (v) => `"${v}" is not a host name (no scheme, path or upper case: e.g. "www.bridgebase.com")`,
  );

/**
 * The path a publication's pages are under on its hosts, when it shares a
 * host with others (club sites on www.bridgewebs.com): "/" first and last,
 * segments of the characters an address's path may hold, never "." or "..".
 */
export const PUBLICATION_PATH = /^\/(?:(?!\.{1,2}\/)[A-Za-z0-9._~!$&'()*+,;=:@%-]+\/)+$/;

export const PUBLICATION_EXAMPLE = `- id: bbo-forums
  name: BBO Forums
  issuer: Bridge Base Online
  kind: forum
  host: www.bridgebase.com
  mirrors: [forumstest.bridgebase.com]`;

export const publicationEntry = fields(
  {
    id: pattern(
      PUBLICATION_ID,
      'lower-case words joined by "-", e.g. "bbo-forums"',
      (v) => `"${v}" is not lower-case words and digits joined by "-"`,
    ),
    name: text('the one name pages show, e.g. "BBO Forums"'),
    issuer: text('who publishes it, e.g. "Bridge Base Online"'),
    kind: oneOf(PUBLICATION_KINDS, 'a kind of publication'),
    host: host('its canonical host'),
    hosts: list(host('another canonical host'), 'other canonical hosts of the same publication')
      .optional()
      .transform((v) => v ?? []),
    mirrors: list(host('a test, mirror or copy host'), 'hosts refused in a precedent address')
      .optional()
      .transform((v) => v ?? []),
    path: pattern(
      PUBLICATION_PATH,
      'the path its pages are under on its host, starting and ending with "/", e.g. "/nottsbridge/" (leave "path" out when the whole host is the publication\'s)',
      (v) =>
        `"${v}" is not a path under a host: a path starts and ends with "/" and has no spaces, "?", "#", "." or ".." parts`,
    )
      .optional()
      .transform((v) => v ?? null),
    http: text('why its pages are at http:// addresses only, e.g. "no https address of its pages is published"')
      .optional()
      .transform((v) => v ?? null),
    language: pattern(
      /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/,
      'a BCP 47 language code, e.g. "en" or "nl"',
      (v) => `"${v}" is not a BCP 47 language code`,
    )
      .optional()
      .transform((v) => v ?? 'en'),
  },
  'a publication',
);

/** A publication of the registry, as read. */
export type Publication = z.output<typeof publicationEntry>;
