// /qa/hostile/ (issues 21.6 and 32): written from every island's fixtures, read through the
// manifest by src/islands/hostile-page.test-helper.ts, as the hostile-input and XSS tests read
// them: each island's mount points that cannot work, and the attacker's text in all it renders.
// An island added with its fixtures file is on this page with no edit here. The fixtures use
// vite's import.meta.glob (and the test libraries), so they are loaded through vite's module
// loader, not by tsx.
import { createServer } from 'vite';

export interface HostileSections {
  /** Every island's declining mount points, ids `<island>-bad-<n>`, each with its server HTML. */
  readonly broken: string;
  /** Every island with the attacker's text: ids `xss-<island>-<n>`, products `xss-mug` and `xss-vase`. */
  readonly attacker: string;
  /** The store's texts for those two products, the attacker's (scarcity, restock, sold out). */
  readonly merchandising: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

type HostilePageModule = typeof import('../../src/islands/hostile-page.test-helper.ts');

export async function loadHostileSections(root: string): Promise<HostileSections> {
  const vite = await createServer({
    configFile: false,
    root,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const page = (await vite.ssrLoadModule('/src/islands/hostile-page.test-helper.ts')) as HostilePageModule;
    return {
      broken: page.brokenIslandsHtml(),
      attacker: page.attackerIslandsHtml(),
      merchandising: page.ATTACKER_MERCHANDISING,
    };
  } finally {
    await vite.close();
  }
}
