import { describe, expect, it } from 'vitest';
import { isKeptClass, keepOnlyKeptClasses, keptClasses } from './kept-classes.ts';

describe('classes kept in sanitised HTML (issue 48 item 8)', () => {
  it.each([
    'sf-overlay',
    'sf-overlay__backdrop',
    'sf-cart-drawer',
    'provider-modal',
    'sqs-block',
    'sqsrte-text-color--',
  ])('drops %s', (name) => expect(isKeptClass(name)).toBe(false));

  it.each(['sqsrte-large', 'sqsrte-small', 'sqsrte-text-highlight', 'sqsrte-text-color--accent'])(
    'keeps the rich-text format %s',
    (name) => expect(isKeptClass(name)).toBe(true),
  );

  it('keeps only the kept names of a value, whatever the whitespace', () => {
    expect(keptClasses('sf-overlay\tsqsrte-large\n  sf-overlay__dialog sqsrte-text-highlight ')).toBe(
      'sqsrte-large sqsrte-text-highlight',
    );
    expect(keptClasses('sf-overlay')).toBe('');
  });

  it('as a DOMPurify hook: rewrites a class attribute, drops one with nothing kept, leaves others be', () => {
    const node = document.createElement('a');
    const mixed = { attrName: 'class', attrValue: 'sf-overlay sqsrte-large', keepAttr: true };
    keepOnlyKeptClasses(node, mixed);
    expect(mixed).toEqual({ attrName: 'class', attrValue: 'sqsrte-large', keepAttr: true });

    const overlay = { attrName: 'class', attrValue: 'sf-overlay', keepAttr: true };
    keepOnlyKeptClasses(node, overlay);
    expect(overlay.keepAttr).toBe(false);

    const href = { attrName: 'href', attrValue: 'https://example.com/sf-overlay', keepAttr: true };
    keepOnlyKeptClasses(node, href);
    expect(href).toEqual({ attrName: 'href', attrValue: 'https://example.com/sf-overlay', keepAttr: true });
  });
});
