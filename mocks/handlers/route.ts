// An MSW route for a platform path (src/core/platform/paths.ts) under any prefix ("*/api/…", so
// each demo shop can have its own API root), its `{name}` segments as MSW's `:name` params.
export const apiRoute = (path: string): string => `*/api/${path.replace(/\{(\w+)\}/g, ':$1')}`;
