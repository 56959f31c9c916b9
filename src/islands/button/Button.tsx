// The builder's button block (block type 53): a link styled as a button, rendered on the server.
// Hydrated, it reports two moments for the button census as storefront DOM events, which the
// analytics chunk sends: `button-render` the first time the button is at least partly in the
// viewport, and `button-click` on click. The click is never held up: the event is dispatched
// synchronously and the link navigates as any link does.
import { useEffect, useMemo, useRef } from 'react';
import type { ButtonEventDetail } from '../../core/contract/storefront-events.ts';
import { useServices } from '../shared/island-context.tsx';
import '../shared/base.css';
import './button.css';

export interface ButtonOptions {
  readonly href: string;
  readonly label: string;
  readonly blockId: string | undefined;
  readonly newWindow: boolean;
}

export function Button({ options }: { options: ButtonOptions }) {
  const { emit } = useServices();
  const link = useRef<HTMLAnchorElement>(null);
  const seen = useRef(false);
  const detail = useMemo<ButtonEventDetail>(
    () => ({ blockId: options.blockId, href: options.href, text: options.label }),
    [options.blockId, options.href, options.label],
  );

  useEffect(() => {
    const element = link.current;
    if (!element || seen.current) return;
    const markSeen = () => {
      if (seen.current) return;
      seen.current = true;
      emit('button-render', detail);
    };
    if (typeof IntersectionObserver !== 'function') {
      markSeen();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      markSeen();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [emit, detail]);

  return (
    <a
      ref={link}
      className="sf-button"
      href={options.href}
      {...(options.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={() => emit('button-click', detail)}
    >
      {options.label}
    </a>
  );
}
