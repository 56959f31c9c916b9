// The buy-now-pay-later message under the price (spec 4 and 9): in range 'or {installments}
// with' and the provider pill; out of range the availability text and the pill; nothing outside
// the provider's regions. It follows the chosen variant's price. The pill or the info button
// opens the provider's pop-up, a separate chunk fetched when the shopper points at or focuses
// either button (the overlay kit and the sanitiser come with it).
import { Suspense, useRef, useState } from 'react';
import { lazy } from '../../core/base/lazy.ts';
import { installmentMessage, installmentModalUrl, installmentPrice } from '../../core/domain/installments.ts';
import { formatMoney } from '../../core/domain/money.ts';
import { isVariantInStock, priceDisplay } from '../../core/domain/product-rules.ts';
import { pluralText } from '../../core/words/plural.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { useServices } from '../shared/island-context.tsx';
import { lazyComponent } from '../shared/lazy-component.tsx';
import { useOverlayStrings } from '../shared/use-overlay-strings.ts';
import { useSelection } from '../shared/use-selection.ts';
import '../shared/base.css';
import './installment-message.css';
import { own } from '../../core/base/own.ts';

const popup = lazy(() => import('./InstallmentPopup.tsx'), 'InstallmentPopup');
const popupComponent = lazyComponent(popup, (module) => module.default);
const preloadPopup = popup.preload;

type Message = NonNullable<ReturnType<typeof installmentMessage>>;

/** 'or 4 payments of $25.00 with', or what is said out of range. */
function messageText(
  message: Message,
  strings: ReturnType<typeof useOverlayStrings>,
  locale: string,
): string {
  const format = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  if (message.kind !== 'in-range')
    return fillTemplate(message.kind === 'over' ? strings.installmentsOver : strings.installmentsUpTo, {
      amount: format(message.limit),
    });
  return fillTemplate(strings.installmentsInRange, {
    installments: fillTemplate(
      pluralText(
        strings,
        { one: 'installmentsPayments', other: 'installmentsPayments' },
        message.numInstallments,
        locale,
      ),
      {
        numInstallments: message.numInstallments,
        amount: format(message.amount),
      },
    ),
  });
}

/** Drawn, not a font glyph: fonts without ⓘ showed an empty box. */
function InfoIcon() {
  return (
    <svg className="sf-installments__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="8" cy="4.75" r="1" fill="currentColor" />
      <path d="M8 7v5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function InstallmentMessage() {
  const { context, locale, emit } = useServices();
  const strings = useOverlayStrings();
  const { product, variant } = useSelection();
  const [open, setOpen] = useState(false);
  const InstallmentPopup = popupComponent();
  const openerRef = useRef<HTMLButtonElement | null>(null);
  // Payments are never advertised for what cannot be bought (the product, or the chosen variant).
  const message = isVariantInStock(product, variant)
    ? installmentMessage(
        installmentPrice(priceDisplay(product, variant)),
        own(context.installments, product.id),
      )
    : undefined;
  if (!message) return null;
  const { provider } = message.region;
  const text = messageText(message, strings, locale);
  const show = (event: { currentTarget: HTMLButtonElement }) => {
    openerRef.current = event.currentTarget;
    preloadPopup();
    setOpen(true);
    emit('overlay-open', { kind: 'installment', id: product.id });
  };
  return (
    <p className="sf-installments" data-kind={message.kind}>
      <span className="sf-installments__text">{text}</span>{' '}
      {/* The provider and its info button wrap together: the icon never starts a line alone. */}
      <span className="sf-installments__provider">
        <button
          type="button"
          className="sf-installments__pill"
          aria-haspopup="dialog"
          onClick={show}
          onPointerEnter={preloadPopup}
          onFocus={preloadPopup}
        >
          {provider}
        </button>
        <button
          type="button"
          className="sf-installments__info"
          aria-haspopup="dialog"
          aria-label={fillTemplate(strings.installmentsMoreInfo, { provider })}
          onClick={show}
          onPointerEnter={preloadPopup}
          onFocus={preloadPopup}
        >
          <InfoIcon />
        </button>
      </span>
      {open ? (
        <Suspense fallback={null}>
          <InstallmentPopup
            provider={provider}
            url={installmentModalUrl(context.installmentModalUrl, message.region, context.apiRoot)}
            numInstallments={message.numInstallments}
            returnFocusTo={openerRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </p>
  );
}
