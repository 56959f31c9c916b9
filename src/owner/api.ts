// The owner console's platform calls, bound to one HTTP client.
import type { KyInstance } from 'ky';
import {
  fetchSignUpGroups,
  fetchSignUps,
  sendAllRestockNotifications,
  sendRestockNotification,
} from '../platform/restock-owner-api.ts';
import type { RestockOwnerApi } from '../store/restock-console.ts';

export function createOwnerApi(http: KyInstance): RestockOwnerApi {
  return {
    groups: (cursor) => fetchSignUpGroups(http, cursor),
    signUps: (group, cursor) => fetchSignUps(http, group, cursor),
    send: (group) => sendRestockNotification(http, group),
    sendAll: (groups) => sendAllRestockNotifications(http, groups),
  };
}
