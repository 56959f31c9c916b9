// The census cookie names and clearing them, in a module of their own so start() can clear them
// (analytics switched off under a restrictive cookie policy) without pulling analytics in.
import Cookies from 'js-cookie';

export const CENSUS_COOKIES = ['ss_cvr', 'ss_cvt', 'ss_cid', 'ss_cpvisit', 'ss_cvisit'] as const;

export function clearCensusCookies(): void {
  for (const name of CENSUS_COOKIES) Cookies.remove(name, { path: '/' });
}
