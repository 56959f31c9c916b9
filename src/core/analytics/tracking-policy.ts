// When visitor tracking is skipped (SPEC 6): a signed-in account (unless its only website role
// is viewer and the path is not under /config), a not-found, lock-screen or member-area-denied
// page, or census disabled globally.
import type { SiteContext } from '../domain/context-schema.ts';
import { UserRole } from '../domain/page-enums.ts';
import { CONFIG_PATH_PREFIX, UNTRACKED_PAGE_TYPES } from './constants.ts';

interface TrackingInput {
  readonly context: SiteContext;
  readonly path: string;
  readonly censusDisabled: boolean;
}

function isUnderConfig(path: string): boolean {
  return path === CONFIG_PATH_PREFIX || path.startsWith(`${CONFIG_PATH_PREFIX}/`);
}

function isViewerOnly(roles: readonly number[] | undefined): boolean {
  return roles !== undefined && roles.length > 0 && roles.every((role) => role === UserRole.VIEWER);
}

export type SkipReason = 'census-disabled' | 'signed-in' | 'page-type';

export function trackingSkipReason({ context, path, censusDisabled }: TrackingInput): SkipReason | undefined {
  if (censusDisabled) return 'census-disabled';
  if (context.authenticatedAccount && !(isViewerOnly(context.websiteRoles) && !isUnderConfig(path))) {
    return 'signed-in';
  }
  if (context.pageType !== undefined && UNTRACKED_PAGE_TYPES.includes(context.pageType)) return 'page-type';
  return undefined;
}
