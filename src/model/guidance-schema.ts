/**
 * Front matter of a guidance document (`content/guidance/<id>.md`): which
 * edition it interprets, who wrote or published it, when, and its seed.
 */
import type { z } from 'astro/zod';
import { editionIdField } from './edition-id';
import { date, fields, oneOf, pattern, text } from './schema';
import { SOURCE_ID } from './sources';

export const guidanceFrontMatter = fields(
  {
    id: pattern(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'lower-case words joined by hyphens, the file\'s name, e.g. "zone7-2008"',
      (v) => `"${v}" is not lower-case words joined by hyphens`,
    ),
    title: text('the title of the document'),
    kind: oneOf(['slides', 'guide'], 'a kind of guidance document'),
    author: text('who wrote it, or "not given"'),
    publisher: text('who published it, or "not given"'),
    date: date({ month: true, year: true, undated: true }),
    dateNote: text('where the date comes from'),
    interprets: editionIdField(
      'the edition of the Laws the document was written for, as content/editions.yaml names it, e.g. "2017"',
    ),
    seed: pattern(
      SOURCE_ID,
      'the id of its source in content/sources.yaml, e.g. "002_5fbd475f87012ed9.txt"',
      (v) => `"${v}" is not the file name of a source document`,
    ),
  },
  'the front matter of a guidance document',
);

export type GuidanceFrontMatter = z.infer<typeof guidanceFrontMatter>;
