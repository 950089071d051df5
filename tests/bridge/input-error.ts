/** The RulingInputError `rule` throws for `input`; fails the test when it throws none, or another error. */
import { RulingInputError } from '../../src/bridge/errors';
import { rule, type RulingInput } from '../../src/bridge/ruling';

export function inputError(input: unknown): RulingInputError {
  try {
    rule(input as RulingInput);
  } catch (e) {
    if (e instanceof RulingInputError) return e;
    throw e;
  }
  throw new Error('expected a RulingInputError');
}
