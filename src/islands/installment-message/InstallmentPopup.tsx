// The installment pop-up (spec 4): the provider's own modal HTML, fetched by shopper language
// and country and sanitised before it reaches the page (services.installments), in the shared
// Modal: it closes on Escape, its close button or a click outside, and focus goes back to the
// pill or info button that opened it. When the provider's HTML cannot be loaded the failure is
// only logged and a readable fallback is shown. One load per address per page. It imports
// nothing from the message's chunk (the address comes as a prop), so the chunks stay acyclic.
import { type RefObject, useEffect, useState } from 'react';
import { fillTemplate } from '../../core/words/strings.ts';
import { useServices } from '../shared/island-context.tsx';
import { Modal } from '../shared/overlay/index.ts';
import { SanitisedHtml } from '../shared/sanitised-html.tsx';
import { useOverlayStrings } from '../shared/use-overlay-strings.ts';

const loaded = new Map<string, Promise<string | undefined>>();

/** Forgets loaded modals (tests). */
export function resetInstallmentModalCache(): void {
  loaded.clear();
}

type Content = { readonly state: 'loading' } | { readonly state: 'done'; readonly html: string | undefined };

export interface InstallmentPopupProps {
  /** The brand shown (Afterpay, or Clearpay in GB). */
  readonly provider: string;
  /** Where the provider's modal HTML is (installmentModalUrl for the region). */
  readonly url: string;
  readonly numInstallments: number;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
}

export default function InstallmentPopup({
  provider,
  url,
  numInstallments,
  returnFocusTo,
  onClose,
}: InstallmentPopupProps) {
  const services = useServices();
  const strings = useOverlayStrings();
  const { strings: common } = services;
  const [content, setContent] = useState<Content>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    let request = loaded.get(url);
    if (!request) {
      request = services.installments.run(url);
      loaded.set(url, request);
      // A failed load is tried again next time the pop-up opens.
      void request.then((html) => {
        if (html === undefined) loaded.delete(url);
      });
    }
    void request.then((html) => {
      if (current) setContent({ state: 'done', html });
    });
    return () => {
      current = false;
    };
  }, [url, services]);

  return (
    <Modal
      open
      onClose={onClose}
      title={fillTemplate(strings.installmentsModalTitle, { provider })}
      closeLabel={common.close}
      returnFocusTo={returnFocusTo}
      className="sf-installments-popup"
    >
      {content.state === 'loading' ? (
        <p className="sf-installments-popup__loading" role="status">
          {strings.installmentsLoading}
        </p>
      ) : content.html === undefined ? (
        <p className="sf-installments-popup__fallback">
          {fillTemplate(strings.installmentsFallback, { numInstallments, provider })}
        </p>
      ) : (
        // Sanitised by services.installments (DOMPurify) before it gets here.
        <SanitisedHtml className="sf-installments-popup__content" html={content.html} />
      )}
    </Modal>
  );
}
