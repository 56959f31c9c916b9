// The share button: the product's title and link go to the browser's share sheet, or onto the
// clipboard where there is none ('Link copied', announced for a few seconds), or into a selected,
// read-only field when the clipboard refuses too. The server renders the button and the empty
// status line, which keeps its height, so nothing moves on hydration or when the words appear.
import { useEffect, useRef, useState } from 'react';
import { shareStrings } from '../../core/words/strings-share.ts';
import { useIslandId } from '../shared/island-root.tsx';
import { useSelection } from '../shared/use-selection.ts';
import { useStringGroup } from '../shared/use-string-group.ts';
import { productLink, type ShareOutcome, shareLink } from './share.ts';
import '../shared/base.css';
import './share-button.css';

/** How long 'Link copied' stays: long enough to read, short enough not to linger. */
const COPIED_MS = 4000;

type State =
  | { readonly step: 'idle' | 'sharing' | 'copied' }
  | { readonly step: 'by-hand'; readonly url: string };

function pageNow() {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return { href: window.location.href, canonical: canonical?.getAttribute('href') };
}

function nextState(outcome: ShareOutcome, url: string): State {
  if (outcome === 'copied') return { step: 'copied' };
  if (outcome === 'by-hand') return { step: 'by-hand', url };
  return { step: 'idle' };
}

export function ShareButton() {
  const strings = useStringGroup(shareStrings);
  const { product } = useSelection();
  const [state, setState] = useState<State>({ step: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useIslandId('link');

  // 'Link copied' goes after a while; a new press (through 'sharing') starts the while again.
  useEffect(() => {
    if (state.step !== 'copied') return;
    const timer = setTimeout(() => setState({ step: 'idle' }), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // The link to copy by hand is selected and focused, ready for the copy keys.
  useEffect(() => {
    if (state.step !== 'by-hand') return;
    field.current?.focus();
    field.current?.select();
  }, [state]);

  const share = async () => {
    // One share sheet at a time: a second press while it is open would be refused anyway.
    if (state.step === 'sharing') return;
    setState({ step: 'sharing' });
    const url = productLink(product.url, pageNow());
    const outcome = await shareLink(navigator, { title: product.name, url });
    setState(nextState(outcome, url));
  };

  return (
    <div className="sf-share-button">
      <button type="button" className="sf-share-button__button sf-outline-button" onClick={share}>
        {strings.shareButton}
      </button>
      <p className="sf-share-button__status" role="status">
        {state.step === 'copied' ? strings.shareLinkCopied : ''}
      </p>
      {state.step === 'by-hand' ? (
        <div className="sf-share-button__by-hand">
          <label htmlFor={fieldId}>{strings.shareCopyByHand}</label>
          <input
            ref={field}
            id={fieldId}
            className="sf-share-button__link"
            type="url"
            readOnly
            value={state.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </div>
  );
}
