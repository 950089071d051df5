/**
 * Edition ids: permanent, used in URLs (`/laws/27/2008-03/`) and in every
 * source's front matter. Which ids exist is data (the editions registry);
 * this is only their shape. An id starts with a digit, so it never collides
 * with a clause id (which starts with a letter) in `/laws/<n>/<slug>/`.
 */
import { z } from 'astro/zod';

export type EditionId = string;

export const EDITION_ID_PATTERN = /^\d[0-9a-z]*(?:-[0-9a-z]+)*$/;

export const editionId = z.string().regex(EDITION_ID_PATTERN, 'must be an edition id such as "2017" or "2008-03"');
