// A registry of named formatters, as template-engine pipelines use them ('{startDate|date %B}').
// Formatters never throw into the page: unknown names, unimplemented formatters and failures
// are reported to the collector and give ''.
import { autolinkHtml } from './autolink.ts';
import { calendarUrl } from './calendar.ts';
import { colorWeight } from './colors.ts';
import { commentLabel } from './comments.ts';
import type { ContentItem } from './content-types.ts';
import { formatDate } from './dates.ts';
import type { ErrorCollector } from './errors.ts';
import { imageSrcset, parseOriginalSize, thumbnailWidth } from './images.ts';
import { truncate } from './text.ts';
import { timeSince } from './time-since.ts';

export interface FormatterContext {
  readonly collector: ErrorCollector;
  /** The site's time zone; America/New_York when missing. */
  readonly timeZone?: string | undefined;
  /** The reference time for relative dates; the clock when missing. */
  readonly now?: number | undefined;
}

type Formatter = (value: unknown, args: readonly string[], context: FormatterContext) => string;

const record = (value: unknown): ContentItem =>
  typeof value === 'object' && value !== null ? (value as ContentItem) : {};
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function dimension(which: 'width' | 'height'): Formatter {
  return (value, _args, { collector }) => {
    const size = parseOriginalSize(text(value));
    if (size) return String(size[which]);
    collector.report('invalid-source', `${which}: malformed size "${text(value)}"`);
    return '';
  };
}

const FORMATTERS: ReadonlyMap<string, Formatter> = new Map<string, Formatter>([
  [
    'date',
    (value, args, { collector, timeZone }) =>
      formatDate(numberOrUndefined(value), args.join(' '), timeZone, { collector }),
  ],
  ['timesince', (value, _args, { now }) => timeSince(numberOrUndefined(value), now)],
  [
    'comment-count',
    (value) => commentLabel(typeof value === 'number' ? value : record(value).publicCommentCount),
  ],
  [
    'truncate',
    (value, args, { collector }) =>
      truncate(text(value), args[0] === undefined ? undefined : Number(args[0]), args[1], collector),
  ],
  ['color-weight', (value, _args, { collector }) => colorWeight(text(value), collector)],
  ['google-calendar-url', (value, _args, { collector }) => calendarUrl(record(value), collector)],
  ['width', dimension('width')],
  ['height', dimension('height')],
  ['squarespaceThumbnailForWidth', (_value, args) => `${thumbnailWidth(Number(args[0]))}w`],
  ['image-srcset', (value) => imageSrcset(record(value))],
  ['activate-twitter-links', (value) => autolinkHtml(text(value))],
]);

/** Formatters the platform names but this implementation does not provide yet. */
const NOT_IMPLEMENTED: ReadonlySet<string> = new Set(['units-metric?']);

export function isKnownFormatter(name: string): boolean {
  return FORMATTERS.has(name) || NOT_IMPLEMENTED.has(name);
}

/** Runs the named formatter on `value`; '' with a report for unknown names and failures. */
export function applyFormatter(
  name: string,
  value: unknown,
  collector: ErrorCollector,
  args: readonly string[] = [],
  context: Omit<FormatterContext, 'collector'> = {},
): string {
  if (NOT_IMPLEMENTED.has(name)) {
    collector.report('not-implemented', `formatter "${name}" is not yet implemented`);
    return '';
  }
  const formatter = FORMATTERS.get(name);
  if (!formatter) {
    collector.report('unknown-formatter', `unknown formatter "${name}"`);
    return '';
  }
  try {
    return formatter(value, args, { ...context, collector });
  } catch (error) {
    collector.report(
      'function-error',
      `formatter "${name}" failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return '';
  }
}
