/**
 * Errors raised by the bridge domain.
 *
 * Every failure the bridge modules report on bad input is a `BridgeError`
 * (or a subclass), never a bare `Error` or a `TypeError`: callers — and the
 * property tests — can rely on `instanceof BridgeError` to tell "your input is
 * wrong, here is why" apart from a bug.
 */

/** Base class of every error the bridge domain throws on bad input. */
export class BridgeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A call that cannot be read: empty, unknown, or a bid outside levels 1-7. */
export class CallParseError extends BridgeError {
  /** The text that could not be read, exactly as given. */
  readonly token: string;
  constructor(token: string, message: string) {
    super(message);
    this.token = token;
  }
}

/** A seat name that cannot be read. */
export class SeatParseError extends BridgeError {
  readonly token: string;
  constructor(token: string, message: string) {
    super(message);
    this.token = token;
  }
}

/** A strain (denomination) name that cannot be read. */
export class StrainParseError extends BridgeError {
  readonly token: string;
  constructor(token: string, message: string) {
    super(message);
    this.token = token;
  }
}

/** A call that cannot be made at this point of the auction. */
export class AuctionError extends BridgeError {
  /** The offending call as written (or its canonical form). */
  readonly token: string;
  /** 1-based position of the offending call in the auction (the dealer's call is 1). */
  readonly position: number;
  constructor(token: string, position: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.token = token;
    this.position = position;
  }
}

// Bad PBN text is a `PbnError`, in pbn.ts with the reader: code that loads this module
// for its other errors (the assistant's first step) then does not carry it.

/** A ruling was asked for with facts that cannot all be true. */
export class RulingInputError extends BridgeError {
  /** The input field at fault, e.g. `insufficient` or `calls[2]`. */
  readonly field: string;
  constructor(field: string, message: string, options?: { cause?: unknown }) {
    super(`${field}: ${message}`, options);
    this.field = field;
  }
}
