import { useServices } from '../shared/island-context.tsx';
import { useLiveStock } from '../shared/use-live-stock.ts';
import { useSelection } from '../shared/use-selection.ts';
import { priceText } from './price-text.ts';
import '../shared/base.css';
import './product-price.css';
import { own } from '../../src/domain/own.ts';

export function ProductPrice() {
  const { strings, locale, context } = useServices();
  const { product, variant } = useSelection();
  useLiveStock();
  const { price, mark } = priceText(
    product,
    variant,
    own(context.merchandising, product.id),
    strings,
    locale,
  );
  return (
    <div className="sf-product-price" data-status={mark?.kind ?? 'none'}>
      {price.kind === 'sale' ? (
        <>
          <span className="sf-visually-hidden">{strings.salePriceLabel}</span>
          <span className="sf-product-price__sale">{price.sale}</span>{' '}
          <span className="sf-visually-hidden">{strings.originalPriceLabel}</span>
          <s className="sf-product-price__original">{price.original}</s>
        </>
      ) : (
        <span className="sf-product-price__amount">
          {price.kind === 'regular' ? price.price : price.text}
        </span>
      )}
      {mark ? (
        <>
          {' '}
          <span className={`sf-product-price__mark sf-product-price__mark--${mark.kind}`}>{mark.text}</span>
        </>
      ) : null}
    </div>
  );
}
