// Quick view (spec 1, 2): a 'Quick View' button on a product card opens a modal over the list
// with the product's images, price, variant pickers, quantity and add-to-cart: the product
// page's own components, over the card's own product store, so choices are shared with the
// card and survive closing and reopening. The add-to-cart event says isQuickView, and opening
// dispatches `storefront:quick-view`, which analytics maps to the census quick-view call.
// It shows what the product page shows for the product: the installment message, the scarcity
// messages, the sold-out mark in the store's words (the price island's), and the restock form
// where the merchant's restockNotificationViews lists 'quick-view'; and it links to the product
// page (only an http(s) or same-origin address: the link comes from data).
// The shared Modal traps focus, closes on Escape, its close button or a click outside, locks
// page scroll without a jump and gives focus back to the button.
import { useRef, useState } from 'react';
import { safeUrl } from '../../core/domain/safe-url.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { AddToCart } from '../add-to-cart/AddToCart.tsx';
import { InstallmentMessage } from '../installment-message/InstallmentMessage.tsx';
import { ProductPrice } from '../product-price/ProductPrice.tsx';
import { Quantity } from '../quantity/Quantity.tsx';
import { RestockForm } from '../restock-form/RestockForm.tsx';
import { Scarcity } from '../scarcity/Scarcity.tsx';
import { useServices } from '../shared/island-context.tsx';
import { Modal } from '../shared/overlay/index.ts';
import { useOverlayStrings } from '../shared/use-overlay-strings.ts';
import { useSelection } from '../shared/use-selection.ts';
import { VariantSelect } from '../variant-select/VariantSelect.tsx';
import type { QuickViewOptions } from './options.ts';
import '../shared/base.css';
import './quick-view.css';

export function QuickView({ options }: { options: QuickViewOptions }) {
  const services = useServices();
  const strings = useOverlayStrings();
  const { product } = useSelection();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  // The dialog renders in the browser only, so the page's address is there to check against.
  const productUrl = open ? safeUrl(product.url, window.location.href) : undefined;
  const images =
    options.images.length > 0
      ? options.images
      : product.imageUrl
        ? [{ src: product.imageUrl, alt: product.name }]
        : [];

  const show = () => {
    setOpen(true);
    services.emit('quick-view', { productId: product.id });
    services.emit('overlay-open', { kind: 'quick-view', id: product.id });
  };

  return (
    <div className="sf-quick-view">
      <button
        ref={buttonRef}
        type="button"
        className="sf-quick-view__button"
        aria-haspopup="dialog"
        aria-label={fillTemplate(strings.quickViewLabel, { productName: product.name })}
        onClick={show}
      >
        {services.strings.quickView}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={product.name}
        closeLabel={services.strings.close}
        returnFocusTo={buttonRef}
        className="sf-quick-view__dialog"
      >
        <div className="sf-quick-view__layout">
          {images.length > 0 ? (
            <div className="sf-quick-view__media">
              {images.map((image) => (
                <img
                  key={image.src}
                  className="sf-quick-view__image"
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet ? '(max-width: 40rem) 100vw, 20rem' : undefined}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  decoding="async"
                />
              ))}
            </div>
          ) : null}
          <div className="sf-quick-view__details">
            <ProductPrice />
            <InstallmentMessage />
            {product.options.length > 0 ? <VariantSelect options={{ display: options.display }} /> : null}
            <Scarcity />
            {/* Kept at the dialog's foot while its content scrolls on a phone. */}
            <div className="sf-quick-view__actions">
              <Quantity />
              <AddToCart options={{ isQuickView: true }} />
            </div>
            <RestockForm options={{ view: 'quick-view' }} />
            {productUrl ? (
              <a className="sf-quick-view__details-link" href={productUrl}>
                {strings.quickViewDetails}
              </a>
            ) : null}
          </div>
        </div>
      </Modal>
    </div>
  );
}
