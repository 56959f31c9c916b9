// A cart line's picture and name: through the URL rule only (issue 33 item 1), since the
// platform's productUrl and imageUrl are data like any other.
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import { safeMediaUrl, safeUrl } from '../../core/domain/safe-url.ts';

/** The line's picture and name, linked to the product when the platform names its page. */
export function LineHeading({ entry, name }: { entry: CartEntry; name: string }) {
  const imageUrl = safeMediaUrl(entry.imageUrl);
  const productUrl = safeUrl(entry.productUrl);
  return (
    <>
      {imageUrl && <img className="sf-cart__thumb" src={imageUrl} alt="" width={64} height={64} />}
      <p className="sf-cart__title">
        {productUrl ? (
          <a className="sf-cart__link" href={productUrl}>
            {name}
          </a>
        ) : (
          name
        )}
      </p>
    </>
  );
}
