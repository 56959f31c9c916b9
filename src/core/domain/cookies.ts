// Cookie names the platform uses (docs/decisions.md "Cookies") and parsing of the signed-in user cookie.
export const CSRF_COOKIE = 'crumb';
export const CART_COOKIE = 'CART';
export const USER_INFO_COOKIE = 'SiteUserInfo';

interface SiteUserInfo {
  readonly authenticated: boolean;
  readonly siteUserId: string | undefined;
}

/** Reads the URL-encoded JSON of SiteUserInfo; anything unreadable counts as signed out. */
export function parseSiteUserInfo(raw: string | undefined): SiteUserInfo {
  if (!raw) return { authenticated: false, siteUserId: undefined };
  try {
    let text = raw;
    // js-cookie already decodes once; tolerate a second level of encoding.
    if (text.startsWith('%7B')) text = decodeURIComponent(text);
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return { authenticated: false, siteUserId: undefined };
    const record = parsed as Record<string, unknown>;
    return {
      authenticated: record.authenticated === true,
      siteUserId: typeof record.siteUserId === 'string' ? record.siteUserId : undefined,
    };
  } catch {
    return { authenticated: false, siteUserId: undefined };
  }
}
