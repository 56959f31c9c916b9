// What the builder passes to createTemplateEngine(context, { resolvers }) for the platform's own
// tags (platform-tags.ts, platform-tag-formatter.ts): a module of types only, so the render state
// (engine-context.ts) can name them without importing the formatter that reads that state.

/** A tag's attributes by lower-case name (`navigationid`, `collection`, `lock-layout`…). */
export type TagAttributes = Readonly<Record<string, string>>;

/** What a query's collection resolver gives: the collection and all its items, in page order. */
export interface QueriedCollection {
  readonly collection?: unknown;
  readonly items: readonly unknown[];
  readonly [field: string]: unknown;
}

/**
 * Where the platform's own tags get their data: the builder's, shaped as the platform's page
 * JSON has it. Synchronous, as rendering is: load what a page needs before rendering it.
 */
export interface PlatformResolvers {
  /**
   * <squarespace:navigation navigationId="mainNav" template="main-navigation" />: the navigation
   * named in template.conf, as the platform's JSON has it (`{ items: [...] }`, each with
   * `active`, `collection` or `externalLink`, and a folder's own `items`); the tag renders the
   * partial `main-navigation.block` with it.
   */
  readonly navigation?: (navigationId: string, attributes: TagAttributes) => unknown;
  /**
   * <squarespace:query collection="shop">…</squarespace:query>: the collection with every item
   * (`{ collection, items }`); Storefront keeps the items the tag's featured, category, tag, skip
   * and limit ask for and renders the tag's body with the result.
   */
  readonly collection?: (urlId: string, attributes: TagAttributes) => QueriedCollection | undefined;
  /**
   * <squarespace:block-field id="footerBlocks" columns="12" />: the field's HTML as the site
   * renders it (its layout and blocks), written as given.
   */
  readonly blockField?: (id: string, attributes: TagAttributes) => string | undefined;
  /** <squarespace:script src="site.js" />: the address the site serves scripts/site.js at. */
  readonly script?: (src: string, attributes: TagAttributes) => string | undefined;
}
