/**
 * What an entry of content/bodies.yaml and content/editions.yaml must hold,
 * as zod schemas for the one reader (./schema.ts).
 */
import { z } from 'astro/zod';
import { editionIdField } from './edition-id';
import { httpAddressProblem } from './links';
import { date, described, fields, list, oneOf, pattern, problem, text } from './schema';

export const BODY_EXAMPLE = `- id: EBU
  name: English Bridge Union
  region: England
  zone: 1`;

const zone = described(
  z.number().superRefine((n, ctx) => {
    if (!Number.isInteger(n) || n < 1 || n > 8)
      problem(
        ctx,
        [],
        `${String(n)} is not a WBF zone (1 to 8)`,
        'write the WBF zone as a number from 1 to 8, without quotes, or remove "zone"',
      );
  }),
  'a WBF zone',
  'the WBF zone as a number from 1 to 8, without quotes',
);

export const bodyEntry = fields(
  {
    id: pattern(
      /^[A-Z][A-Z0-9]*$/,
      'the body\'s initials in upper case, e.g. "EBU" or "ACBL"',
      (v) => `"${v}" is not upper-case letters and digits`,
    ),
    name: text("the body's full name"),
    region: text('where it governs the game, e.g. "England"').optional(),
    zone: zone.optional(),
    textNamedIn: fields(
      {
        where: text(
          'where the body names the text for an event, e.g. "the conditions of contest of each championship"',
        ),
        source: text('the publication that says so, and where'),
      },
      'where the text is named',
    ).optional(),
  },
  'a body',
);

export const EDITION_EXAMPLE = `- id: "2017"
  short: "2017"
  name: "Laws of Duplicate Bridge 2017"
  promulgatedBy: WBF
  published: "2017-03"
  publishedSource: "…the publication that gives the date, and where…"
  supersedes: "2008-03"
  inForce:
    - body: EBU
      from: "2017-08-01"
      source: "…the publication that says so, and where…"`;

export const inForceEntry = fields(
  {
    body: text('the id of a body in content/bodies.yaml, e.g. EBU'),
    from: date(),
    source: text('the publication that says so, and where'),
  },
  'an inForce entry',
);

const adoption = fields(
  {
    from: date().optional(),
    by: date(),
    source: text('the publication that sets the window, and where'),
  },
  'an adoption window',
).superRefine((a, ctx) => {
  if (a.from !== undefined && a.from > a.by)
    problem(
      ctx,
      ['by'],
      `the window ends (${a.by}) before it starts (${a.from})`,
      'check "from" and "by" against the source',
    );
});

/** Where the promulgator published the edition's text: a reader's way to the official words of a law not held here. */
const officialText = fields(
  {
    title: text('the title of the publication, e.g. "The Laws of Duplicate Bridge 2017"'),
    issuer: text('who published it, e.g. "World Bridge Federation"'),
    date: date({ month: true, year: true }),
    // http: too, by shape: an http: address is allowed only with an "http" field saying why (below).
    url: pattern(
      /^https?:\/\/[^\s"<>]+$/,
      'its address, as published (https; http:// only with an "http" field)',
      (v) => `"${v}" is not a web address (https://, or http:// with an "http" field)`,
    ).optional(),
    format: oneOf(['PDF', 'web page'], 'what the address serves').optional(),
    http: text('why the text is linked at an http:// address, e.g. "no https address of it is published"').optional(),
    where: text('where it was published, when no address of it is known').optional(),
    source: text('where the address (or the place) and the date were found'),
  },
  'an official text',
).superRefine((o, ctx) => {
  if (o.url === undefined && o.where === undefined)
    problem(
      ctx,
      [],
      'has neither "url" nor "where": a reader could not find the official text',
      'add "url:" with its https address, or "where:" saying where it was published',
    );
  if (o.url !== undefined && o.format === undefined)
    problem(ctx, ['url'], 'has "url" but no "format"', 'add "format: PDF" or "format: web page"');
  // As a precedent's address (issue 43 §4): https, unless no https address is known and "http" says why.
  if (o.url?.startsWith('http:') && o.http === undefined) {
    const { message, fix } = httpAddressProblem(
      o.url,
      'an official text is linked at https:',
      'the text is served there (never an address not seen published); if it is published at http:// only, say why in an "http:" field',
    );
    problem(ctx, ['url'], message, fix);
  }
  if (o.http !== undefined && !o.url?.startsWith('http:'))
    problem(
      ctx,
      ['http'],
      '"http" explains an http:// address, but "url" is not one',
      'remove "http:", or give the http:// address it explains in "url"',
    );
});

export const editionEntry = fields(
  {
    id: editionIdField('the edition\'s permanent id, used in URLs, e.g. "2017" or "2008-03"'),
    short: text('a short name for links and badges, e.g. "March 2008"'),
    name: text('the full name, for headings and citations'),
    promulgatedBy: text('the id of a body in content/bodies.yaml, e.g. WBF'),
    published: date({ month: true }),
    publishedSource: text('the publication that gives the date of publication, and where'),
    supersedes: editionIdField('the id of the edition it replaces').optional(),
    adoption: adoption.optional(),
    officialText: officialText.optional(),
    inForce: list(inForceEntry, 'entries, one per body: body, from, source (or [] when it is in force nowhere yet)')
      .nullish()
      .transform((v) => v ?? []),
  },
  'an edition',
);
