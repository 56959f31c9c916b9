import { QUANTITY_MAX, QUANTITY_MIN, QUANTITY_STEP } from '../../core/domain/buy-flow-constants.ts';
import { isVariantInStock } from '../../core/domain/product-rules.ts';
import { isQuantityVisible } from '../../core/domain/quantity.ts';
import { useServices } from '../shared/island-context.tsx';
import { useIslandId, useIslandStore } from '../shared/island-root.tsx';
import { useLiveStock } from '../shared/use-live-stock.ts';
import { useSelection } from '../shared/use-selection.ts';
import '../shared/field.css';
import './quantity.css';

export function Quantity() {
  const { strings, context } = useServices();
  const { store, product, variant } = useSelection();
  useLiveStock();
  const quantityText = useIslandStore(store, (state) => state.quantityText);
  const id = useIslandId('quantity');
  if (!isQuantityVisible(product, context.websiteSettings.storeSettings)) return null;
  // No amount to choose while the chosen variant is sold out (the restock form offers itself).
  if (!isVariantInStock(product, variant)) return null;
  return (
    <div className="sf-quantity">
      <label className="sf-quantity__label" htmlFor={id}>
        {strings.quantity}
      </label>
      <input
        id={id}
        className="sf-field sf-quantity__input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={QUANTITY_STEP}
        value={quantityText}
        // Kept exactly as typed; the add-to-cart checks say what is wrong with it.
        onChange={(event) => store.getState().setQuantityText(event.currentTarget.value)}
      />
    </div>
  );
}
