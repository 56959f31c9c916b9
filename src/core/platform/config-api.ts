// The bootstrap config (SPEC 7: GET /api/context/config, no payload). What the storefront reads
// from it is small: the platform-wide census switch (SPEC 6, "census is disabled globally") and
// which environment's v2 collector takes the v2 events (SPEC 7: dev, qa, staging, prod), with
// an optional collector origin. Anything else the platform sends is kept but unused.
import type { KyInstance } from 'ky';
import { z } from '../domain/zod.ts';
import { CONFIG_PATH } from './paths.ts';

const CONFIG_ENVIRONMENTS = ['dev', 'qa', 'staging', 'prod'] as const;

const BootstrapConfigSchema = z.looseObject({
  /** Census switched off for the whole platform: no visitor analytics on any site. */
  censusDisabled: z.optional(z.boolean()),
  /** Which collector takes v2 events; 'dev' also validates each event (validate-event-content). */
  analyticsEnvironment: z.optional(z.enum(CONFIG_ENVIRONMENTS)),
  /** Origin of that environment's collector; the page's origin when missing. */
  collectorOrigin: z.optional(z.string()),
});
export type BootstrapConfig = z.infer<typeof BootstrapConfigSchema>;

/** One try (the config only tunes analytics); rejects on any failure or a malformed body. */
export async function fetchBootstrapConfig(http: KyInstance): Promise<BootstrapConfig> {
  const body = await http.get(CONFIG_PATH, { retry: 0 }).json();
  return BootstrapConfigSchema.parse(body);
}
