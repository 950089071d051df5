export type * from './types';
export {
  comparePairs,
  comparePair,
  compareClauses,
  summarizePair,
  pairName,
  CLAUSE_STATUSES,
  type RenumberedBetween,
} from './compare';
export { alignClauses, type AlignedSlot } from './align';
export { diffPart, rebuild, type PartDiff } from './diff';
export { DEFAULT_LIMITS, type DiffLimits, type DiffWork } from './edit-script';
export { classifyChange, clauseStatus, mostSevere, CHANGE_CLASSES } from './classify';
export { tokenize, untokenize, type Token, type TokenizedPart } from './tokenize';
