// Catalogue entries used by the template helpers (src/template). Owned by the template work;
// merged into the one catalogue in strings.ts.
export const templateStrings = {} as const;
