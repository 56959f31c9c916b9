// The cart page's live regions: what changed (polite) and what failed (an alert).
import type { CartMessages } from './use-cart-changes.ts';

/** The live regions: what changed (polite) and what failed (an alert). */
export function CartLive({ announcement, failure, refusal }: CartMessages) {
  return (
    <>
      <p className="sf-visually-hidden" role="status">
        {announcement}
      </p>
      <div className="sf-cart__alert" role="alert">
        {failure && (
          <>
            <strong>{failure.title}</strong> {failure.message}
          </>
        )}
        {/* The minimum-order message shows by the button already: a refused checkout says it
            again to screen readers without showing it twice. */}
        {refusal && <span className="sf-visually-hidden">{refusal}</span>}
      </div>
    </>
  );
}
