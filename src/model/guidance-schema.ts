/**
 * Front matter of a guidance document (`content/guidance/<id>.md`): which
 * edition it interprets, who wrote or published it, when, and its seed.
 */
import { z } from 'astro/zod';
import { editionId } from './edition-id';

export const guidanceFrontMatter = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, e.g. "zone7-2008"'),
    title: z.string().min(1),
    kind: z.enum(['slides', 'guide']),
    author: z.string().min(1),
    publisher: z.string().min(1),
    date: z.union([z.literal('undated'), z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)], {
      errorMap: () => ({ message: 'must be "undated" or a year, year-month or ISO date' }),
    }),
    dateNote: z.string().min(1),
    interprets: editionId,
    seed: z.string().regex(/^\d{3}_[0-9a-f]{16}\.txt$/, 'must name a seed file such as "002_5fbd475f87012ed9.txt"'),
  })
  .strict();

export type GuidanceFrontMatter = z.infer<typeof guidanceFrontMatter>;
