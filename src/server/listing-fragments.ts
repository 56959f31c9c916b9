// Server HTML for the pieces of a blog listing that are data in src/core/template: share links,
// the like button, follow links and the listing image. Never style="" (strict CSP): the
// image's focal point and placeholder colour become a class in the page's StyleCollector.
import { safeMediaUrl } from '../core/domain/safe-url.ts';
import type { ContentItem, ImageAsset, WebsiteSettings } from '../core/template/content-types.ts';
import type { ErrorCollector } from '../core/template/errors.ts';
import { imageSizes, imageWrapper } from '../core/template/images.ts';
import {
  followLink,
  likeButton,
  type SocialAccount,
  type SocialLink,
  shareLinks,
} from '../core/template/social.ts';
import type { StyleCollector } from '../core/template/style-collector.ts';
import { attributesHtml, escapeHtml } from './html.ts';
import { englishPageStrings, type PageStrings } from './page-strings.ts';

export interface ListingFragmentOptions {
  readonly strings?: PageStrings | undefined;
  /** Picks the plural form of counts (Intl.PluralRules); English without it. */
  readonly locale?: string | undefined;
  readonly collector?: ErrorCollector | undefined;
}

/** A link that opens another site: a new window that cannot reach back into this page. */
function externalLinkHtml(link: SocialLink): string {
  return `<a${attributesHtml({
    href: link.href,
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-label': link.ariaLabel,
  })}>${escapeHtml(link.name)}</a>`;
}

/** One share link per network the site turned on, as a list; '' when there is none. */
export function shareLinksHtml(
  item: ContentItem,
  shareButtonOptions: Readonly<Record<string, unknown>> | undefined,
  siteUrl: string | undefined,
  options: ListingFragmentOptions = {},
): string {
  const links = shareLinks(item, shareButtonOptions, siteUrl, options);
  if (links.length === 0) return '';
  return `<ul class="share-buttons">${links.map((link) => `<li>${externalLinkHtml(link)}</li>`).join('')}</ul>`;
}

/** The like button with its count ('Like, 12 Likes' to a screen reader); '' unless liking is on. */
export function likeButtonHtml(
  item: ContentItem,
  websiteSettings: WebsiteSettings | undefined,
  options: ListingFragmentOptions = {},
): string {
  const like = likeButton(item, websiteSettings, options.strings ?? englishPageStrings, options.locale);
  if (!like) return '';
  return `<button${attributesHtml({
    type: 'button',
    class: 'like-button',
    'data-item-id': like.itemId,
    'aria-label': `${like.label}, ${like.countText}`,
  })}>${escapeHtml(like.label)} <span class="like-count">${escapeHtml(like.countText)}</span></button>`;
}

/** The site's follow links in a labelled nav; '' when no account has anything to link to. */
export function followLinksHtml(
  accounts: readonly SocialAccount[],
  options: ListingFragmentOptions = {},
): string {
  const strings = options.strings ?? englishPageStrings;
  const links = accounts
    .map((account) => followLink(account, strings))
    .filter((link): link is SocialLink => link !== undefined);
  if (links.length === 0) return '';
  return `<nav${attributesHtml({ class: 'follow-links', 'aria-label': strings.followUs })}>${links
    .map(externalLinkHtml)
    .join('')}</nav>`;
}

export interface ResponsiveImageOptions extends ListingFragmentOptions {
  /** Receives the focal point and placeholder colour as a class. */
  readonly styles: StyleCollector;
  /** The widest the page shows the image, in CSS pixels (for `sizes`). */
  readonly maxWidth: number;
  readonly className?: string | undefined;
}

/**
 * A lazy <img> with srcset and sizes, its intrinsic size (so the page does not move when it
 * loads), alt text from the asset and its focal point; '' for an asset without a URL. A
 * malformed size is reported and the image renders without width and height.
 */
export function responsiveImageHtml(image: ImageAsset, options: ResponsiveImageOptions): string {
  // No address, or one the URL rule refuses: no image (and nothing to report about its size).
  if (!safeMediaUrl(image.assetUrl)) return '';
  const data = imageWrapper(image, { collector: options.collector, strings: options.strings });
  const presentation = options.styles.classFor({
    objectPosition: data.objectPosition,
    backgroundColor: data.colors.center,
  });
  return `<img${attributesHtml({
    class: [options.className, presentation].filter(Boolean).join(' ') || undefined,
    src: data.src,
    srcset: data.srcSet || undefined,
    sizes: imageSizes(options.maxWidth),
    alt: data.alt,
    width: data.width === undefined ? undefined : String(data.width),
    height: data.height === undefined ? undefined : String(data.height),
    loading: 'lazy',
    'data-image-dimensions': data.dimensions,
  })}>`;
}
