// Storefront's template helpers as engine formatters and predicates: the ones where the
// engine's formatter or predicate of the same name breaks the spec (so ours replaces it), and
// the ones the engine has no formatter for. Everything else (date, truncate, width, height,
// squarespaceThumbnailForWidth, image-srcset, units-metric? ...) is the engine's own.
import {
  type Context,
  Formatter,
  type FormatterMap,
  type PredicateMap,
  PredicatePlugin,
  type Variable,
} from '@squarespace/template-engine';
import { autolinkHtml } from '../core/template/autolink.ts';
import { calendarUrl, locationText } from '../core/template/calendar.ts';
import { colorWeight } from '../core/template/colors.ts';
import { commentLabel, isClickable, showComments } from '../core/template/comments.ts';
import type {
  ContentItem,
  EventLocation,
  ImageAsset,
  WebsiteSettings,
} from '../core/template/content-types.ts';
import { toEpochMs } from '../core/template/dates.ts';
import { createErrorCollector, type ErrorCollector } from '../core/template/errors.ts';
import type { FormAnswerField } from '../core/template/form-answer.ts';
import { escapeHtml, stripHtml } from '../core/template/html.ts';
import type { SocialAccount } from '../core/template/social.ts';
import type { StyleCollector } from '../core/template/style-collector.ts';
import { truncate } from '../core/template/text.ts';
import { timeSince } from '../core/template/time-since.ts';
import { DEFAULT_LOCALE } from '../core/words/language.ts';
import { renderStateOf } from './engine-context.ts';
import { cartLinkHtml, commentsLinkHtml, formAnswerHtml, videoWrapperHtml } from './fragments.ts';
import { followLinksHtml, likeButtonHtml, responsiveImageHtml, shareLinksHtml } from './listing-fragments.ts';
import { englishPageStrings, type PageStrings, pageStringsOf } from './page-strings.ts';
import { SafeFormatter } from './safe-formatter.ts';

const record = <T extends object>(value: unknown): T =>
  (typeof value === 'object' && value !== null ? value : {}) as T;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

interface HelperEnv {
  readonly collector: ErrorCollector;
  readonly strings: PageStrings;
  /** The page's locale: counts take its plural forms (Intl.PluralRules), as in the browser. */
  readonly locale: string;
  readonly now: number;
  /** Resolves a dotted path from the current frame up, as a template variable would. */
  readonly lookup: (path: string) => unknown;
  readonly styles: StyleCollector | undefined;
}

type Helper = (value: unknown, args: readonly string[], env: HelperEnv) => string;

function environment(ctx: Context): HelperEnv {
  const state = renderStateOf(ctx);
  return {
    // Outside createTemplateEngine() the reports still reach the engine's error list.
    collector: state?.collector ?? reportingTo(ctx),
    strings: state ? pageStringsOf(state.renderer.services) : englishPageStrings,
    locale: state?.renderer.services.language.locale ?? DEFAULT_LOCALE,
    now: ctx.now ?? Date.now(),
    lookup: (path) => {
      const node = ctx.resolve(path.split('.'));
      return node.isMissing() ? undefined : node.value;
    },
    styles: state?.styles,
  };
}

function reportingTo(ctx: Context): ErrorCollector {
  const collector = createErrorCollector();
  return {
    report(kind, message) {
      collector.report(kind, message);
      ctx.error({ type: 'engine', message: `${kind}: ${message}` });
    },
    errors: () => collector.errors(),
  };
}

class HelperFormatter extends Formatter {
  constructor(
    private readonly name: string,
    private readonly helper: Helper,
  ) {
    super();
  }

  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const env = environment(ctx);
    try {
      first.set(this.helper(first.node.isMissing() ? undefined : first.node.value, args, env));
    } catch (error) {
      env.collector.report(
        'function-error',
        `formatter "${this.name}" failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      first.set('');
    }
  }
}

/** `key=value` arguments as a map (bare arguments are left out). */
function namedArgs(args: readonly string[]): Readonly<Record<string, string>> {
  return Object.fromEntries(
    args.flatMap((arg) => {
      const at = arg.indexOf('=');
      return at > 0 ? [[arg.slice(0, at), arg.slice(at + 1)]] : [];
    }),
  );
}

/** A whole number above 0 from a formatter argument, else `fallback`. */
function positiveInt(arg: string | undefined, fallback: number): number {
  const n = Number(arg);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** An excerpt is plain text, or the platform's rich form `{ html }`, which is reduced to text. */
function excerptText(value: unknown): string {
  if (typeof value === 'string') return value;
  const html = record<{ html?: unknown }>(value).html;
  return typeof html === 'string' ? stripHtml(html) : '';
}

/** Longest excerpt `excerpt-text` shows without a length argument, as the engine's truncate. */
const EXCERPT_DEFAULT_LENGTH = 100;
/** The widest `responsive-image` is shown without a width argument, in CSS pixels. */
const LISTING_DEFAULT_WIDTH = 750;

const HELPERS: Readonly<Record<string, Helper>> = {
  // The engine's answers 'Invalid date.' for every epoch-ms instant; spec 9's wording and 'Invalid date'.
  timesince: (value, _args, { now, strings, locale }) =>
    timeSince(typeof value === 'number' ? value : undefined, now, strings, locale),
  // The engine's counts only an item's publicCommentCount and prints 'No Comments' for a bare number.
  'comment-count': (value, _args, { strings, locale }) =>
    commentLabel(
      typeof value === 'number' ? value : record<ContentItem>(value).publicCommentCount,
      strings,
      locale,
    ),
  // Spec 5: anything but 3 or 6 hex digits gives no result; the engine's says 'dark'.
  'color-weight': (value, _args, { collector }) => colorWeight(text(value), collector),
  // The engine's link is plain http; ours is https and carries the location.
  'google-calendar-url': (value, _args, { collector }) => calendarUrl(record<ContentItem>(value), collector),
  // The engine's neither escapes the text nor sets rel on target=_blank links: unsafe for
  // visitors' text. Ours escapes everything and links with rel="noopener noreferrer".
  'activate-twitter-links': (value) => autolinkHtml(text(value)),
  // The engine's is an empty placeholder that the platform's own script fills in; there is no
  // such script here, so ours renders the labelled button with its count (spec 3).
  'like-button': (value, _args, { lookup, strings, locale }) =>
    likeButtonHtml(record<ContentItem>(value), record<WebsiteSettings>(lookup('websiteSettings')), {
      strings,
      locale,
    }),
  // Helpers the engine has no formatter for.
  // The engine's `safe` keeps script text and entities and its output is not escaped, so the
  // pipe `safe|truncate|activate-twitter-links` is not safe for visitors' text: this is one step.
  'excerpt-text': (value, args, { collector }) =>
    autolinkHtml(
      truncate(excerptText(value), positiveInt(args[0], EXCERPT_DEFAULT_LENGTH), '...', collector),
    ),
  // The engine's `social-button` is a placeholder for the platform's script, like its like-button.
  'share-links': (value, _args, { lookup, strings, collector }) =>
    shareLinksHtml(
      record<ContentItem>(value),
      record<Record<string, unknown>>(lookup('shareButtonOptions')),
      text(lookup('website.baseUrl')) || undefined,
      { strings, collector },
    ),
  'follow-links': (value, _args, { strings }) =>
    followLinksHtml(Array.isArray(value) ? value.map((account) => record<SocialAccount>(account)) : [], {
      strings,
    }),
  // The engine's `image` writes data-src for the platform's image loader script; ours is a plain
  // lazy <img> with srcset, sizes and its size.
  'responsive-image': (value, args, { styles, strings, collector }) => {
    if (!styles) throw new Error('needs createTemplateEngine() to collect its styles');
    const named = namedArgs(args);
    return responsiveImageHtml(record<ImageAsset>(value), {
      styles,
      strings,
      collector,
      maxWidth: positiveInt(named.width, LISTING_DEFAULT_WIDTH),
      className: named.class,
    });
  },
  'event-location': (value) => escapeHtml(locationText(record<EventLocation>(value))),
  'comments-link': (value, _args, { lookup, strings, locale }) =>
    commentsLinkHtml(record<ContentItem>(value), record<WebsiteSettings>(lookup('websiteSettings')), {
      strings,
      locale,
    }),
  'cart-link': (value, _args, { strings }) => cartLinkHtml(text(value) || undefined, { strings }),
  'form-answer': (value, args, { strings, collector }) =>
    formAnswerHtml(record<FormAnswerField>(value), args.join(' ') || undefined, { strings, collector }),
  'video-wrapper': (value, _args, { styles, strings, collector }) => {
    if (!styles) throw new Error('needs createTemplateEngine() to collect its styles');
    const asset = record<ImageAsset & { sourceUrl?: string }>(value);
    return videoWrapperHtml(asset, { styles, strings, collector, sourceUrl: asset.sourceUrl });
  },
};

/** An event is past once its end (or start, without an end) is before the render's `now`. */
class EventPastPredicate extends PredicatePlugin {
  apply(_args: readonly unknown[], ctx: Context): boolean {
    const item = record<ContentItem>(ctx.node().value);
    const end = toEpochMs(item.endDate) ?? toEpochMs(item.startDate);
    return end !== undefined && end < (ctx.now ?? Date.now());
  }
}

/**
 * Spec 4: comments show when open or already there, unless commentsEnabled is present and
 * false. The engine's also hides them when websiteSettings lacks commentsEnabled.
 */
class CommentsPredicate extends PredicatePlugin {
  apply(_args: readonly unknown[], ctx: Context): boolean {
    const settings = ctx.resolve(['websiteSettings']);
    return showComments(
      record<ContentItem>(ctx.node().value),
      record<WebsiteSettings>(settings.isMissing() ? undefined : settings.value),
    );
  }
}

/**
 * Spec 4: clickable when the folder behaviour is missing, index or redirect, read from the
 * item or else its collection. The engine's looks `folderBehavior` up the whole scope chain, so
 * it ignores the item's collection and lets an outer folder's behaviour leak in.
 */
class ClickablePredicate extends PredicatePlugin {
  apply(_args: readonly unknown[], ctx: Context): boolean {
    return isClickable(record<ContentItem>(ctx.node().value));
  }
}

export const HELPER_FORMATTERS: FormatterMap = {
  ...Object.fromEntries(
    Object.entries(HELPERS).map(([name, helper]) => [name, new HelperFormatter(name, helper)]),
  ),
  // The engine's gives the same text with n² work on unclosed tags.
  safe: new SafeFormatter(),
};

export const HELPER_PREDICATES: PredicateMap = {
  'event-past?': new EventPastPredicate(),
  'comments?': new CommentsPredicate(),
  'clickable?': new ClickablePredicate(),
};
