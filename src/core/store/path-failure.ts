// A purchase path's failure: the shopper's words with the spec's error type. Shared by the
// purchase command (core) and its paths (a chunk of their own).
import type { AddToCartErrorType } from '../domain/add-to-cart-rules.ts';
import { cartFailureWords } from '../domain/cart-failure-words.ts';
import type { Strings } from '../words/strings.ts';

/** A failure raised inside a path, carrying the spec's error type. */
export class PathFailure extends Error {
  constructor(
    readonly type: AddToCartErrorType,
    message: string,
  ) {
    super(message);
  }
}

/** A rejected platform call becomes the path's failure, with the shopper's words. */
export function pathFailure(type: AddToCartErrorType, error: unknown, strings: Strings): PathFailure {
  if (error instanceof PathFailure) return error;
  return new PathFailure(type, cartFailureWords(error, strings.tryAgain));
}
