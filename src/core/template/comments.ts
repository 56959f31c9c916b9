// Comment labels, links and visibility (spec 4 and 9), and whether an item is clickable.
import { COMMENT_STATE_OPEN } from '../domain/constants-template.ts';
import { FolderBehavior } from '../domain/enums.ts';
import { safeUrl } from '../domain/safe-url.ts';
import { pluralText } from '../words/plural.ts';
import { fillTemplate } from '../words/strings.ts';
import { type TemplateStrings, templateStrings } from '../words/strings-template.ts';
import type { ContentItem, WebsiteSettings } from './content-types.ts';

export type CommentStrings = Pick<TemplateStrings, 'commentsNone' | 'commentsOne' | 'commentsMany'>;

/** 'No Comments', '1 Comment', 'N Comments'. Counts that are not whole and positive count as 0. */
export function commentLabel(
  count: number | null | undefined,
  strings: CommentStrings = templateStrings,
  /** Picks the plural form (Intl.PluralRules): '2 komentarze', '5 komentarzy'. */
  locale = 'en',
): string {
  const n = typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
  if (n === 0) return strings.commentsNone;
  return fillTemplate(pluralText(strings, { one: 'commentsOne', other: 'commentsMany' }, n, locale), {
    count: n,
  });
}

export interface CommentsLink {
  readonly href: string;
  /** The comment count label; empty when a third-party comment system fills it in. */
  readonly text: string;
  readonly itemId: string;
}

/**
 * The link to an item's comments: its page with the '#comments-{id}' anchor. With Disqus the
 * link is the page itself and Disqus supplies the count.
 */
export function commentsLink(
  item: ContentItem,
  websiteSettings: WebsiteSettings = {},
  strings: CommentStrings = templateStrings,
  /** Picks the plural form (Intl.PluralRules). */
  locale = 'en',
): CommentsLink {
  const itemId = item.id ?? '';
  // An address that is not http(s) or the site's own links to this page instead (spec 9 gives no rule).
  const fullUrl = safeUrl(item.fullUrl) ?? '';
  if (websiteSettings.disqusShortname) return { href: fullUrl, text: '', itemId };
  return {
    href: `${fullUrl}#comments-${itemId}`,
    text: commentLabel(item.publicCommentCount, strings, locale),
    itemId,
  };
}

/**
 * Comments show when they are open or there are public comments already, unless the site
 * turned comments off (commentsEnabled present and false).
 */
export function showComments(item: ContentItem, websiteSettings: WebsiteSettings = {}): boolean {
  if (websiteSettings.commentsEnabled === false) return false;
  return item.commentState === COMMENT_STATE_OPEN || (item.publicCommentCount ?? 0) > 0;
}

/**
 * An item is clickable when its folder behaviour is missing, index or redirect. The behaviour is
 * read from the item (a navigation entry that is a folder) or else from its collection.
 */
export function isClickable(item: ContentItem): boolean {
  const behavior = item.folderBehavior ?? item.collection?.folderBehavior;
  return behavior === undefined || behavior === FolderBehavior.INDEX || behavior === FolderBehavior.REDIRECT;
}
