/**
 * The one error type thrown by the scoring module for bad input.
 *
 * Every public function of `src/bridge/scoring` validates its input and throws
 * a `ScoringError` (never a bare `Error`/`TypeError`) with a message meant to
 * be shown to a tournament director as is. When the problem can be pinned on
 * one piece of the input (a level, a strain, a result such as `+1`), that
 * piece is in `token`.
 */
export class ScoringError extends Error {
  override readonly name = 'ScoringError';
  /** The offending piece of input, when there is one. */
  readonly token: string | undefined;

  constructor(message: string, token?: string) {
    super(message);
    this.token = token;
  }
}
