// A blog and events listing rendered with the template helpers. Pure: everything it shows is
// derived from its props (including `now`), so server and client render the same markup.
import type { ReactNode } from 'react';
import { defaultStrings, type Strings } from '../domain/strings.ts';
import { AUTOLINK_REL, AUTOLINK_TARGET, autolink } from './autolink.ts';
import { calendarUrl, locationText } from './calendar.ts';
import { commentsLink, isClickable, showComments } from './comments.ts';
import type { ContentItem, WebsiteSettings } from './content-types.ts';
import { formatDate, toEpochMs } from './dates.ts';
import type { ErrorCollector } from './errors.ts';
import { stripHtml } from './html.ts';
import { imageSizes, imageWrapper } from './images.ts';
import { followLink, likeButton, type SocialAccount, shareLinks } from './social.ts';
import type { StyleCollector } from './style-collector.ts';
import { truncate } from './text.ts';
import { timeSince } from './time-since.ts';

/** Longest excerpt shown in the listing, in characters. */
export const EXCERPT_LENGTH = 200;
/** Widest the listing shows an image, in CSS pixels. */
export const LISTING_IMAGE_WIDTH = 750;

const POST_DATE = '%B %e, %Y';
const EVENT_DAY = '%A, %B %e, %Y';
const EVENT_TIME = '%i:%M %p';
const EVENT_END_TIME = '%i:%M %p %Z';

/** A date for prose: %e pads single-digit days with a space, which prose does not want. */
function dateText(
  epochMs: number,
  pattern: string,
  timeZone: string | undefined,
  collector: ErrorCollector | undefined,
): string {
  return formatDate(epochMs, pattern, timeZone, { collector }).replace(/ {2,}/g, ' ');
}

export interface BlogPageProps {
  readonly posts: readonly ContentItem[];
  readonly events: readonly ContentItem[];
  /** The reference time for relative dates and for telling past events from coming ones. */
  readonly now: number;
  /** The website's time zone; America/New_York when missing. */
  readonly timeZone?: string | undefined;
  /** Absolute site address, for share links. */
  readonly siteUrl?: string | undefined;
  readonly websiteSettings?: WebsiteSettings | undefined;
  readonly shareButtonOptions?: Readonly<Record<string, unknown>> | undefined;
  readonly followAccounts?: readonly SocialAccount[] | undefined;
  readonly strings?: Strings | undefined;
  /** Receives problems found while rendering (bad dates, malformed image sizes). */
  readonly collector?: ErrorCollector | undefined;
  /** Collects per-image styles as classes (strict CSP); without it they are inline styles. */
  readonly styles?: StyleCollector | undefined;
}

/** Class names from the collector when there is one, else an inline style. */
function presentation(styles: StyleCollector | undefined, declarations: Record<string, string | undefined>) {
  if (!styles) return { style: declarations };
  const extra = styles.classFor(declarations);
  return extra ? { className: `blog-item-image ${extra}` } : {};
}

function excerptText(item: ContentItem): string {
  const excerpt = item.excerpt;
  if (typeof excerpt === 'string') return excerpt;
  return stripHtml(excerpt?.html ?? '');
}

function LinkedText({ text }: { readonly text: string }): ReactNode {
  let offset = 0;
  return autolink(text).map((segment) => {
    // A link is identified by where it starts in the text.
    const start = offset;
    offset += segment.text.length;
    return segment.type === 'text' ? (
      segment.text
    ) : (
      <a
        key={`${segment.kind}@${start}`}
        href={segment.href}
        target={AUTOLINK_TARGET}
        rel={AUTOLINK_REL}
        className={`autolink-${segment.kind}`}
      >
        {segment.text}
      </a>
    );
  });
}

function PostImage({
  item,
  collector,
  styles,
}: {
  readonly item: ContentItem;
  readonly collector?: ErrorCollector | undefined;
  readonly styles?: StyleCollector | undefined;
}) {
  if (!item.mainImage?.assetUrl) return null;
  const image = imageWrapper(item.mainImage, { collector });
  return (
    <img
      className="blog-item-image"
      src={image.src}
      srcSet={image.srcSet}
      sizes={imageSizes(LISTING_IMAGE_WIDTH)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      data-image-dimensions={image.dimensions}
      {...presentation(styles, {
        objectPosition: image.objectPosition,
        backgroundColor: image.colors.center,
      })}
    />
  );
}

interface PostProps extends Omit<BlogPageProps, 'posts' | 'events' | 'followAccounts'> {
  readonly item: ContentItem;
  readonly strings: Strings;
}

function Post({
  item,
  now,
  timeZone,
  siteUrl,
  websiteSettings = {},
  shareButtonOptions,
  strings,
  collector,
  styles,
}: PostProps) {
  const title = item.title ?? '';
  const published = toEpochMs(item.publishOn);
  const comments = showComments(item, websiteSettings)
    ? commentsLink(item, websiteSettings, strings)
    : undefined;
  const like = likeButton(item, websiteSettings, strings);
  const shares = shareLinks(item, shareButtonOptions, siteUrl, { strings, collector });
  const clickable = isClickable(item);
  return (
    <article className="blog-item" id={item.id}>
      <PostImage item={item} collector={collector} styles={styles} />
      <h2 className="blog-item-title">{clickable ? <a href={item.fullUrl}>{title}</a> : title}</h2>
      {published !== undefined && (
        <p className="blog-item-meta">
          <time dateTime={new Date(published).toISOString()}>
            {dateText(published, POST_DATE, timeZone, collector)}
          </time>{' '}
          <span className="blog-item-age">({timeSince(published, now, strings)})</span>
        </p>
      )}
      <p className="blog-item-excerpt">
        <LinkedText text={truncate(excerptText(item), EXCERPT_LENGTH, '...', collector)} />
      </p>
      <footer className="blog-item-actions">
        {clickable && item.fullUrl && <a href={item.fullUrl}>{strings.readMore}</a>}
        {comments && (
          <a className="blog-item-comments" href={comments.href} data-id={comments.itemId}>
            {comments.text}
          </a>
        )}
        {like && (
          <button
            type="button"
            className="like-button"
            data-item-id={like.itemId}
            aria-label={`${like.label}, ${like.countText}`}
          >
            {like.label} <span className="like-count">{like.countText}</span>
          </button>
        )}
        {shares.length > 0 && (
          <ul className="share-buttons">
            {shares.map((share) => (
              <li key={share.network}>
                <a href={share.href} target="_blank" rel="noopener noreferrer" aria-label={share.ariaLabel}>
                  {share.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </footer>
    </article>
  );
}

interface EventProps {
  readonly item: ContentItem;
  readonly now: number;
  readonly timeZone?: string | undefined;
  readonly strings: Strings;
  readonly collector?: ErrorCollector | undefined;
}

function EventEntry({ item, now, timeZone, strings, collector }: EventProps) {
  const start = toEpochMs(item.startDate);
  const end = toEpochMs(item.endDate) ?? start;
  const past = end !== undefined && end < now;
  const where = locationText(item.location);
  const calendar = past ? '' : calendarUrl(item, collector);
  return (
    <article className={past ? 'event event-past' : 'event'} id={item.id}>
      <h3 className="event-title">
        {isClickable(item) && item.fullUrl ? <a href={item.fullUrl}>{item.title}</a> : item.title}
      </h3>
      {start !== undefined && end !== undefined && (
        <p className="event-when">
          <time dateTime={new Date(start).toISOString()}>
            {dateText(start, EVENT_DAY, timeZone, collector)}
          </time>
          {', '}
          {dateText(start, EVENT_TIME, timeZone, collector)}
          {' – '}
          <time dateTime={new Date(end).toISOString()}>
            {dateText(end, EVENT_END_TIME, timeZone, collector)}
          </time>
        </p>
      )}
      {where && <p className="event-where">{where}</p>}
      {calendar && (
        <a className="event-calendar" href={calendar} target="_blank" rel="noopener noreferrer">
          {strings.addToCalendar}
        </a>
      )}
    </article>
  );
}

/** The blog listing followed by the events, soonest first, and the site's follow links. */
export function BlogPage({
  posts,
  events,
  followAccounts = [],
  strings = defaultStrings,
  ...shared
}: BlogPageProps) {
  const byStart = [...events].sort((a, b) => (toEpochMs(a.startDate) ?? 0) - (toEpochMs(b.startDate) ?? 0));
  const follows = followAccounts
    .map((account) => followLink(account, strings))
    .filter((link) => link !== undefined);
  return (
    <div className="blog-page">
      <section className="blog-list" aria-labelledby="blog-title">
        <h1 id="blog-title">{strings.blogTitle}</h1>
        {posts.map((item, index) => (
          <Post key={item.id ?? index} item={item} strings={strings} {...shared} />
        ))}
      </section>
      <section className="event-list" aria-labelledby="events-title">
        <h2 id="events-title">{strings.eventsTitle}</h2>
        {byStart.map((item, index) => (
          <EventEntry
            key={item.id ?? index}
            item={item}
            now={shared.now}
            timeZone={shared.timeZone}
            strings={strings}
            collector={shared.collector}
          />
        ))}
      </section>
      {follows.length > 0 && (
        <nav className="follow-links" aria-label={strings.followUs}>
          {follows.map((link) => (
            <a
              key={link.href}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.ariaLabel}
            >
              {link.name}
            </a>
          ))}
        </nav>
      )}
    </div>
  );
}
