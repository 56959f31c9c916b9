// The stock scarcity message (spec 1; docs/decisions.md "Scarcity"): when the merchant turned scarcity on, one
// message per scarcity template view, each an ICU message over qtyInStock, following the chosen
// variant and live stock. A message that cannot be formatted is left out with one console
// warning naming it; the others still show.

import { useEffect } from 'react';
import { scarcityMessages } from '../../core/domain/scarcity.ts';
import { formatIcu } from '../../core/words/icu.ts';
import { scarcityStrings } from '../../core/words/strings-on-demand.ts';
import { useServices } from '../shared/island-context.tsx';
import { useLiveStock } from '../shared/use-live-stock.ts';
import { useSelection } from '../shared/use-selection.ts';
import { useStringGroup } from '../shared/use-string-group.ts';
import './scarcity.css';
import { own } from '../../core/base/own.ts';

export function Scarcity() {
  const { context, locale } = useServices();
  const { product, selected, variant } = useSelection();
  useLiveStock();
  const words = useStringGroup(scarcityStrings);
  const formatted = scarcityMessages({
    product,
    selected,
    variant,
    merchandising: own(context.merchandising, product.id),
    defaultMessage: words.scarcityDefault,
  }).map((message) => ({
    ...message,
    result: formatIcu(message.message, { qtyInStock: message.qtyInStock }, locale),
  }));
  const problems = formatted.flatMap((m) => (m.result.ok ? [] : [`${m.id}: ${m.result.problem}`])).join('; ');
  useEffect(() => {
    if (problems)
      console.warn(`[Storefront] scarcity message of product ${product.id} left out (${problems})`);
  }, [problems, product.id]);
  const shown = formatted.flatMap((m) => (m.result.ok ? [{ id: m.id, text: m.result.text }] : []));
  // Always in the page, so a message appearing after a choice is announced (polite).
  return (
    <div className="sf-scarcity" role="status">
      {shown.map((message) => (
        <p key={message.id} className="sf-scarcity__message" data-view={message.id}>
          {message.text}
        </p>
      ))}
    </div>
  );
}
