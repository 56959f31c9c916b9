// Who the visitor is, for analytics only (SPEC 6): the signed-in site user from SiteUserInfo.
import Cookies from 'js-cookie';
import { parseSiteUserInfo, USER_INFO_COOKIE } from '../domain/cookies.ts';

interface MemberInfo {
  readonly loggedIn: boolean;
  readonly memberAccountId: string | undefined;
}

export function readMember(): MemberInfo {
  const info = parseSiteUserInfo(Cookies.get(USER_INFO_COOKIE));
  return { loggedIn: info.authenticated, memberAccountId: info.authenticated ? info.siteUserId : undefined };
}
