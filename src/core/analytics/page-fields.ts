// The page fields every census call carries (SPEC 3, census hit), read from the site context and
// the browser at the moment of the call.
import type { SiteContext } from '../domain/context-schema.ts';

interface CensusPageFields {
  websiteId: string;
  templateId: string | undefined;
  locale: string;
  userAgent: string;
  clientDate: string;
  viewportInnerWidth: number;
  viewportInnerHeight: number;
  screenWidth: number;
  screenHeight: number;
  url: string;
  title: string;
  itemId: string | undefined;
  recordType: number | undefined;
  collectionId: string | undefined;
  pagePermissionType: number | undefined;
}

interface PageViewFields extends CensusPageFields {
  queryString: string;
  referrer: string;
  localStorageSupported: boolean;
}

export function censusPageFields(
  context: SiteContext,
  locale: string,
  now: number = Date.now(),
): CensusPageFields {
  return {
    websiteId: context.website.id,
    templateId: context.templateId,
    locale,
    userAgent: navigator.userAgent,
    clientDate: new Date(now).toISOString(),
    viewportInnerWidth: window.innerWidth,
    viewportInnerHeight: window.innerHeight,
    screenWidth: window.screen?.width ?? 0,
    screenHeight: window.screen?.height ?? 0,
    url: `${location.origin}${location.pathname}`,
    title: document.title,
    itemId: context.item?.id,
    recordType: context.item?.recordType,
    collectionId: context.collection?.id,
    pagePermissionType: context.collection?.permissionType,
  };
}

/** Whether localStorage works (it throws in some private modes and with storage disabled). */
function localStorageSupported(): boolean {
  try {
    const probe = '__storefront_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function pageViewFields(
  context: SiteContext,
  locale: string,
  now: number = Date.now(),
): PageViewFields {
  return {
    ...censusPageFields(context, locale, now),
    queryString: location.search.replace(/^\?/, ''),
    referrer: document.referrer,
    localStorageSupported: localStorageSupported(),
  };
}
