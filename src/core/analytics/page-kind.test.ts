import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { EDITOR_FRAME_ATTRIBUTE } from './constants.ts';
import { commercePageKind, isEditorFrame } from './page-kind.ts';

const context = (extra: Record<string, unknown>) =>
  SiteContextSchema.parse({ website: { id: 's' }, ...extra });

afterEach(() => document.documentElement.removeAttribute(EDITOR_FRAME_ATTRIBUTE));

function framed(): Window {
  // A window whose top is another window: what a page inside an iframe sees.
  return { self: window, top: {} as Window, document } as unknown as Window;
}

describe('commercePageKind (SPEC 2)', () => {
  it('a store item (record type 11) is a product detail page', () => {
    expect(commercePageKind(context({ item: { id: 'i', recordType: 11 }, collection: { type: 13 } }))).toBe(
      'pdp',
    );
  });

  it('a content item with a product in the context is a product detail page', () => {
    expect(commercePageKind(context({ item: { id: 'i', recordType: 1 }, product: { id: 'p' } }))).toBe('pdp');
  });

  it('a products collection (type 13) is a product list page', () => {
    expect(commercePageKind(context({ collection: { id: 'c', type: 13 } }))).toBe('plp');
  });

  it('other pages are neither', () => {
    expect(
      commercePageKind(context({ collection: { id: 'c', type: 1 }, item: { recordType: 1 } })),
    ).toBeUndefined();
  });

  it('a products collection inside the editor frame counts as editing, not a list page', () => {
    document.documentElement.setAttribute(EDITOR_FRAME_ATTRIBUTE, '');
    expect(commercePageKind(context({ collection: { id: 'c', type: 13 } }), framed())).toBe('editor');
  });

  it('the editor marker alone (not framed) does not make it an editor frame', () => {
    document.documentElement.setAttribute(EDITOR_FRAME_ATTRIBUTE, '');
    expect(isEditorFrame(window)).toBe(false);
    expect(commercePageKind(context({ collection: { id: 'c', type: 13 } }), window)).toBe('plp');
  });

  it('a frame without the editor marker is still a list page (e.g. an embed)', () => {
    expect(commercePageKind(context({ collection: { id: 'c', type: 13 } }), framed())).toBe('plp');
  });

  it('a cross-origin parent (reading top throws) with the marker counts as the editor', () => {
    document.documentElement.setAttribute(EDITOR_FRAME_ATTRIBUTE, '');
    const win = {
      self: window,
      get top(): Window {
        throw new DOMException('blocked', 'SecurityError');
      },
      document,
    } as unknown as Window;
    expect(isEditorFrame(win)).toBe(true);
    vi.restoreAllMocks();
  });
});
