// Lets tools running under Node (tsx) import island modules: a stylesheet import, which Vite
// handles in the build, becomes an empty module. Used by `npm run docs` (tools/docs.ts).
import { register } from 'node:module';

const hook = `export async function load(url, context, next) {
  if (new URL(url).pathname.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
