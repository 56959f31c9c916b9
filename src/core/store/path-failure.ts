// A purchase path's failure: the shopper's words with the spec's error type. Shared by the
// purchase command (core) and its paths (a chunk of their own), which word every failure through
// failureWords, so the core carries no wording of its own.
import type { AddToCartErrorType } from '../domain/add-to-cart-rules.ts';

/** A failure raised inside a path, carrying the spec's error type. */
export class PathFailure extends Error {
  constructor(
    readonly type: AddToCartErrorType,
    message: string,
  ) {
    super(message);
  }
}
