import { subscriptionStrings } from '../../core/words/strings-subscription.ts';
import { useServices } from '../shared/island-context.tsx';
import { useLiveStock } from '../shared/use-live-stock.ts';
import { useSelection } from '../shared/use-selection.ts';
import { useStringGroup } from '../shared/use-string-group.ts';
import { priceText } from './price-text.ts';
import '../shared/base.css';
import './product-price.css';
import { own } from '../../core/base/own.ts';

export type ProductPriceShow = 'all' | 'price' | 'status';

export interface ProductPriceOptions {
  readonly show: ProductPriceShow;
}

type Mark = ReturnType<typeof priceText>['mark'];

/** The mark alone, with the platform's class names too, so a site's own CSS for them applies. */
function StatusMark({ mark }: { mark: Mark }) {
  return (
    <div className="sf-product-status" data-status={mark?.kind ?? 'none'}>
      {mark ? (
        <span
          className={`product-mark ${mark.kind} sf-product-price__mark sf-product-price__mark--${mark.kind}`}
        >
          {mark.text}
        </span>
      ) : null}
    </div>
  );
}

export function ProductPrice({ options = { show: 'all' } }: { options?: ProductPriceOptions }) {
  const { locale, context } = useServices();
  const strings = useStringGroup(subscriptionStrings);
  const { product, variant } = useSelection();
  useLiveStock();
  const { price, mark } = priceText(
    product,
    variant,
    own(context.merchandising, product.id),
    strings,
    locale,
  );
  if (options.show === 'status') return <StatusMark mark={mark} />;
  const shownMark = options.show === 'all' ? mark : undefined;
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
      {shownMark ? (
        <>
          {' '}
          <span className={`sf-product-price__mark sf-product-price__mark--${shownMark.kind}`}>
            {shownMark.text}
          </span>
        </>
      ) : null}
    </div>
  );
}
