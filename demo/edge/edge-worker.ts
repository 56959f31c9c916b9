// The server half in an edge runtime: demo/edge/worker.ts bundled as a Workers build would
// bundle it (the project's vite, as its server build: import.meta.glob, React's production
// build and JSX runtime; the workerd/worker/browser export conditions; every dependency in the bundle and no
// Node built-in, so importing one fails the bundle) and run in workerd through miniflare, with
// no Node compatibility flag: no fs, path, url, process or Buffer there.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { build, type Plugin, type Rollup } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const WORKER = join(ROOT, 'demo/edge/worker.ts');

/** workerd's date for the runtime's behaviour; the newest this miniflare's workerd supports. */
const COMPATIBILITY_DATE = '2025-07-18';

/** Names Node provides and a Workers runtime (without its Node compatibility flag) does not. */
const NODE_ONLY =
  /^(node:|(assert|buffer|child_process|crypto|events|fs|http|https|module|net|os|path|perf_hooks|process|stream|tty|url|util|worker_threads|zlib)(\/|$))/;

/** Fails the bundle on a Node built-in, naming it and who imported it. */
const refuseNodeBuiltins: Plugin = {
  name: 'refuse-node-builtins',
  enforce: 'pre',
  resolveId(source, importer) {
    if (NODE_ONLY.test(source))
      this.error(
        `Node-only import "${source}" in ${importer ?? 'the entry'}: an edge runtime has no such module`,
      );
  },
};

/** The worker (or `entry`) as one ES module's text; rejects naming any Node-only import. */
export async function bundleEdgeWorker(entry: string = WORKER): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    plugins: [refuseNodeBuiltins],
    // React's production JSX runtime whatever NODE_ENV the caller runs under (vitest sets 'test').
    oxc: { jsx: { runtime: 'automatic', development: false } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { target: 'webworker', noExternal: true, resolve: { conditions: ['workerd', 'worker', 'browser'] } },
    build: {
      ssr: entry,
      write: false,
      target: 'es2022',
      minify: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('[edge] vite wrote no bundle');
  return chunk.code;
}

export interface EdgeWorker {
  /** POSTs `body` as JSON to `path` and returns the JSON answer; throws with the worker's error. */
  post<T>(path: string, body: unknown): Promise<T>;
  dispose(): Promise<void>;
}

/** workerd running the bundled worker. */
export async function startEdgeWorker(script?: string): Promise<EdgeWorker> {
  const miniflare = new Miniflare({
    modules: true,
    script: script ?? (await bundleEdgeWorker()),
    compatibilityDate: COMPATIBILITY_DATE,
  });
  await miniflare.ready;
  return {
    async post<T>(path: string, body: unknown): Promise<T> {
      const response = await miniflare.dispatchFetch(`http://edge.local${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`[edge] ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    dispose: () => miniflare.dispose(),
  };
}
