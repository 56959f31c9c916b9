// Which commerce page this is (SPEC 2): a product detail page is a content item with a product;
// a product list page is a products collection, unless it is shown in the site editor's frame.
import type { SiteContext } from '../domain/context-schema.ts';
import { CollectionType, RecordType } from '../domain/page-enums.ts';
import { EDITOR_FRAME_ATTRIBUTE } from './constants.ts';

type CommercePageKind = 'pdp' | 'plp' | 'editor';

export function isEditorFrame(win: Window = window): boolean {
  let framed: boolean;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true; // A cross-origin parent blocks reading top: we are framed.
  }
  return framed && win.document.documentElement.hasAttribute(EDITOR_FRAME_ATTRIBUTE);
}

export function commercePageKind(context: SiteContext, win: Window = window): CommercePageKind | undefined {
  const product = context.product;
  if (
    context.item?.recordType === RecordType.STORE_ITEM ||
    (typeof product === 'object' && product !== null)
  ) {
    return 'pdp';
  }
  if (context.collection?.type === CollectionType.PRODUCTS) return isEditorFrame(win) ? 'editor' : 'plp';
  return undefined;
}
