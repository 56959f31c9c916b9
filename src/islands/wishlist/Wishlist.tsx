// The wishlist button: saves the product (and the chosen variant) to the shopper's wishlist with
// one platform call. The server renders the same button, so nothing shifts on hydration. While
// saving the button stays focusable (aria-disabled, not disabled) so keyboard focus is kept; the
// outcome is announced in a live region, a failure as an alert, and the button can be pressed again.
import { useState } from 'react';
import { wishlistStrings } from '../../core/words/strings-on-demand.ts';
import { useServices } from '../shared/island-context.tsx';
import { useSelection } from '../shared/use-selection.ts';
import { useStringGroup } from '../shared/use-string-group.ts';
import '../shared/base.css';
import './wishlist.css';

type State =
  | { readonly step: 'idle' | 'saving' | 'saved' }
  | { readonly step: 'failed'; readonly message: string };

export function Wishlist() {
  const services = useServices();
  const strings = useStringGroup(wishlistStrings);
  const { product, variant } = useSelection();
  const [state, setState] = useState<State>({ step: 'idle' });
  const busy = state.step === 'saving' || state.step === 'saved';

  const save = async () => {
    if (busy) return;
    setState({ step: 'saving' });
    const result = await services.wishlist.run(
      { itemId: product.id, sku: variant?.sku },
      strings.wishlistFailed,
    );
    setState(result.status === 'done' ? { step: 'saved' } : { step: 'failed', message: result.message });
  };

  const label =
    state.step === 'saving'
      ? strings.wishlistSaving
      : state.step === 'saved'
        ? strings.wishlistSaved
        : strings.wishlistAdd;
  return (
    <div className="sf-wishlist">
      <button
        type="button"
        className="sf-wishlist__button sf-outline-button"
        aria-disabled={busy || undefined}
        data-state={state.step}
        onClick={save}
      >
        {label}
      </button>
      <p className="sf-visually-hidden" role="status">
        {state.step === 'saved' ? strings.wishlistSaved : ''}
      </p>
      {state.step === 'failed' ? (
        <p className="sf-wishlist__error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
