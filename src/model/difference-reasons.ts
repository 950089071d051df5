/**
 * The reasons a precedent may give why the engine's ruling differs from the
 * published one: a field of the precedents (./precedent-schema.ts) that the
 * pages list too, in a module of its own, free of the reader.
 */
export const DIFFERENCE_REASONS = ['finding', 'edition', 'source-error', 'opinion'] as const;
export type DifferenceReason = (typeof DIFFERENCE_REASONS)[number];
