// Server HTML for the template fragments that are data in src/core/template: form-answer summaries,
// the video wrapper (with its oEmbed HTML sanitised by oembed-html.ts), the comments link and the cart link.
// Never style="" (strict CSP): per-item styles become classes in the page's StyleCollector.
import { safeUrl } from '../core/domain/safe-url.ts';
import { cartLink } from '../core/template/cart-link.ts';
import { commentsLink } from '../core/template/comments.ts';
import type { ContentItem, ImageAsset, WebsiteSettings } from '../core/template/content-types.ts';
import type { ErrorCollector } from '../core/template/errors.ts';
import { type FormAnswerField, summarizeFormAnswer } from '../core/template/form-answer.ts';
import { videoWrapper } from '../core/template/images.ts';
import type { StyleCollector } from '../core/template/style-collector.ts';
import { fillTemplate } from '../core/words/strings.ts';
import { attributesHtml, escapeHtml } from './html.ts';
import { sanitizeOembedHtml } from './oembed-html.ts';
import { englishPageStrings, type PageStrings } from './page-strings.ts';

export { OEMBED_IFRAME_HOSTS, sanitizeOembedHtml } from './oembed-html.ts';

interface FragmentOptions {
  readonly strings?: PageStrings | undefined;
  /** Picks the plural form of counts (Intl.PluralRules); English without it. */
  readonly locale?: string | undefined;
  readonly collector?: ErrorCollector | undefined;
}

/** One form field's answer as lines ('N/A' or the no-answer text when empty). */
export function formAnswerHtml(
  field: FormAnswerField,
  noAnswerText?: string | null,
  options: FragmentOptions = {},
): string {
  const lines = summarizeFormAnswer(field, noAnswerText, options)
    .map(
      (line) =>
        `<div class="sf-form-answer__line">${
          line.label === undefined
            ? ''
            : `<span class="sf-form-answer__label">${escapeHtml(line.label)}:</span> `
        }${escapeHtml(line.text)}</div>`,
    )
    .join('');
  return `<div class="sf-form-answer" data-field-type="${escapeHtml(field.type)}">${lines}</div>`;
}

interface VideoFragmentOptions extends FragmentOptions {
  /** Receives the wrapper's aspect ratio and the overlay's focal point and colour. */
  readonly styles: StyleCollector;
  /** The video's page at its provider (the content item's sourceUrl), linked when the player is refused. */
  readonly sourceUrl?: string | undefined;
}

/**
 * The video wrapper: the sanitised player iframe in a box of the video's aspect ratio, and the
 * poster overlay when the asset asks for one. When nothing of the embed survives sanitising,
 * a plain link to the video stands in for the player.
 */
export function videoWrapperHtml(video: ImageAsset, options: VideoFragmentOptions): string {
  const strings = options.strings ?? englishPageStrings;
  const data = videoWrapper(video, { collector: options.collector, strings });
  const player = sanitizeOembedHtml(data.oembedHtml, options.collector);
  const ratio =
    data.width !== undefined && data.height !== undefined
      ? options.styles.classFor({ paddingBottom: `${Math.round((data.height / data.width) * 10000) / 100}%` })
      : '';
  const sourceUrl = safeUrl(options.sourceUrl);
  const fallback = sourceUrl
    ? `<a class="sf-video__fallback" href="${escapeHtml(sourceUrl)}" rel="noopener noreferrer" target="_blank">${escapeHtml(
        fillTemplate(strings.videoFallback, { providerName: data.providerName || 'the web' }),
      )}</a>`
    : '';
  let overlay = '';
  if (data.overlay) {
    const poster = options.styles.classFor({
      objectPosition: data.overlay.objectPosition,
      backgroundColor: data.overlay.colors.center,
    });
    overlay = `<div class="sf-video__overlay${data.overlay.hasThumbnail ? '' : ' sf-video__overlay--no-thumb'}">${
      data.overlay.hasThumbnail && data.overlay.src
        ? `<img${attributesHtml({
            class: ['sf-video__poster', poster].filter(Boolean).join(' '),
            src: data.overlay.src,
            alt: '',
            loading: 'lazy',
            'data-image-dimensions': data.dimensions,
          })}>`
        : ''
    }</div>`;
  }
  return `<div${attributesHtml({
    class: ['sf-video', player ? '' : 'sf-video--unavailable'].filter(Boolean).join(' '),
    'data-provider-name': data.providerName || undefined,
  })}><div${attributesHtml({ class: ['sf-video__frame', ratio].filter(Boolean).join(' ') })}>${
    player || fallback
  }${overlay}</div></div>`;
}

/** The link to an item's comments ('No Comments', '1 Comment', 'N Comments'); empty for Disqus to fill. */
export function commentsLinkHtml(
  item: ContentItem,
  websiteSettings: WebsiteSettings = {},
  options: FragmentOptions = {},
): string {
  const link = commentsLink(item, websiteSettings, options.strings ?? englishPageStrings, options.locale);
  const className = websiteSettings.disqusShortname
    ? 'sf-comment-link sf-comment-link--disqus'
    : 'sf-comment-link';
  return `<a${attributesHtml({ href: link.href, class: className, 'data-id': link.itemId })}>${escapeHtml(link.text)}</a>`;
}

/** A link to the cart page, always /cart. */
export function cartLinkHtml(text?: string | null, options: FragmentOptions = {}): string {
  const link = cartLink(text, options.strings ?? englishPageStrings);
  return `<a${attributesHtml({ href: link.href, class: 'sf-cart-link' })}>${escapeHtml(link.text)}</a>`;
}
