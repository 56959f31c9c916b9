// The owner console's platform calls, bound to one HTTP client; each failure is mapped here, once.
import type { KyInstance } from 'ky';
import { mapFailures } from '../core/platform/errors.ts';
import { defaultStrings } from '../core/words/strings.ts';
import type { RestockOwnerApi } from './restock-console.ts';
import {
  fetchSignUpGroups,
  fetchSignUps,
  sendAllRestockNotifications,
  sendRestockNotification,
} from './restock-owner-api.ts';

export function createOwnerApi(http: KyInstance): RestockOwnerApi {
  return {
    groups: (cursor) => mapFailures(defaultStrings, () => fetchSignUpGroups(http, cursor)),
    signUps: (group, cursor) => mapFailures(defaultStrings, () => fetchSignUps(http, group, cursor)),
    send: (group) => mapFailures(defaultStrings, () => sendRestockNotification(http, group)),
    sendAll: (groups) => mapFailures(defaultStrings, () => sendAllRestockNotifications(http, groups)),
  };
}
