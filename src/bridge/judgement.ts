/**
 * The Director's findings that a ruling on an insufficient bid turns on,
 * apart from the engine (ruling.ts) so that code which only names them (the
 * assistant's address, its form) does not carry the engine.
 */

/**
 * The Director's findings. Only judgement goes here; mechanical facts are
 * computed. A finding left out takes the default given with it (the ruling
 * then lists it in `Ruling.assumed`, and `openQuestions` asks it).
 */
export interface Judgement {
  /**
   * The insufficient bid is artificial. 2007/2008 B1(a): the Director does
   * NOT find it incontrovertibly not artificial. 2017: it is conventional,
   * so which denomination(s) it specifies is a judgement (`sameDenominations`).
   * Default false (natural).
   */
  readonly insufficientArtificial?: boolean;
  /** As `insufficientArtificial`, for the replacement. Default false (natural). */
  readonly replacementArtificial?: boolean;
  /**
   * 2017 B1(a): the replacement is the lowest sufficient bid specifying the
   * same denomination(s) as the insufficient bid. When omitted: true exactly
   * for the lowest sufficient bid in the same strain, both bids natural.
   * Ignored for 2007/2008. It cannot be true for a replacement that is not a
   * sufficient bid, nor for a jump (a bid above the lowest sufficient bid in
   * its strain): `rule` refuses that with a RulingInputError.
   */
  readonly sameDenominations?: boolean;
  /**
   * 2017: the replacement is a comparable call (Law 23A).
   * 2007/2008: it has the same or a more precise meaning than the insufficient bid.
   * Default false.
   */
  readonly comparable?: boolean;
}

/** The Director's findings, in the order the Law asks them. */
export const JUDGEMENT_FIELDS: readonly (keyof Judgement)[] = Object.freeze([
  'insufficientArtificial',
  'replacementArtificial',
  'sameDenominations',
  'comparable',
]);
