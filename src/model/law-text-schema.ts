/**
 * Front matter of a law text (`content/laws/<law>/<edition>.md`).
 *
 * One schema for one concern: what a source file must say about the text it
 * carries — which law and edition, who promulgated it and when, and every
 * witness (seed file) it was made from, with the witness's own readings.
 */
import { z } from 'astro/zod';
import { editionId } from './edition-id';
import { LAW_NUMBERS } from './clause-id';

const seedFile = z
  .string()
  .regex(/^\d{3}_[0-9a-f]{16}\.txt$/, 'must name a seed file such as "000_4ac316c3add6b517.txt"');

const variant = z
  .object({
    clause: z.string().min(1),
    base: z.string().min(1),
    reading: z.string().min(1),
    kind: z.string().min(1),
  })
  .strict();

const witness = z
  .object({
    seed: seedFile,
    part: z.string().min(1).optional(),
    kind: z.enum(['clean-copy', 'mailing-list-post', 'pdf-conversion', 'printed-book']),
    date: z.string().min(1),
    sender: z.string().min(1).optional(),
    publisher: z.string().min(1).optional(),
    notes: z.string().min(1),
    variants: z.array(variant).default([]),
  })
  .strict()
  .refine((w) => w.sender !== undefined || w.publisher !== undefined, {
    message: 'a witness must say who sent or published it (use "not given" when the source does not say)',
  });

const noteSource = z
  .object({ title: z.string().min(1), date: z.string().min(1), url: z.string().url().optional() })
  .strict();

const editorialNote = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case words joined by hyphens'),
    kind: z.enum(['slip', 'history', 'layout']),
    clause: z.string().min(1).optional(),
    text: z.string().min(1),
    sources: z.array(noteSource).default([]),
  })
  .strict();

export const lawTextFrontMatter = z
  .object({
    law: z.number().int().min(LAW_NUMBERS.min).max(LAW_NUMBERS.max),
    edition: editionId,
    title: z.string().min(1),
    sourceTitle: z.string().min(1),
    promulgatedBy: z.string().min(1),
    date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'must be a year, year-month or ISO date, e.g. "2008-03-05"'),
    dateNote: z.string().min(1),
    base: z.object({ witness: seedFile, why: z.string().min(1) }).strict(),
    witnesses: z.array(witness).min(1),
    editorialNotes: z.array(editorialNote).default([]),
  })
  .strict()
  .refine((fm) => fm.witnesses.some((w) => w.seed === fm.base.witness), {
    message: 'base.witness must be one of the witnesses listed',
    path: ['base', 'witness'],
  });

export type LawTextFrontMatter = z.infer<typeof lawTextFrontMatter>;
export type WitnessData = LawTextFrontMatter['witnesses'][number];
export type EditorialNoteData = LawTextFrontMatter['editorialNotes'][number];
