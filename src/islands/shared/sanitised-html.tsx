// A box filled with sanitiser output (a form's post-submit HTML, the installment provider's
// pop-up). The HTML goes in through the Trusted Types policy module, not React's
// dangerouslySetInnerHTML: the module is the only place a string becomes HTML, and it marks the
// box so the DOM watcher never starts an island inside it.
import { useCallback } from 'react';
import { setSanitisedHtml } from '../../core/contract/trusted-types.ts';

export function SanitisedHtml({ html, className }: { readonly html: string; readonly className: string }) {
  const fill = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) setSanitisedHtml(element, html);
    },
    [html],
  );
  return <div className={className} ref={fill} />;
}
