// Template helpers for the builder and for islands. Pure functions: no DOM, no network; problems
// are reported to an optional collector instead of thrown. The package entry "./template" is
// src/server/template.ts: these helpers plus the template engine.

export type { SubscriptionPlanInput, SubscriptionStrings } from '../domain/subscription.ts';
export { subscriptionDuration, subscriptionPriceText } from '../domain/subscription.ts';
export type { AutolinkSegment } from './autolink.ts';
export { AUTOLINK_REL, AUTOLINK_TARGET, autolink, autolinkHtml } from './autolink.ts';
export { calendarUrl, locationText } from './calendar.ts';
export type { CartLinkData } from './cart-link.ts';
export { CART_PATH, cartLink } from './cart-link.ts';
export type { HslResult, HslStrings } from './colors.ts';
export { brightness, colorWeight, hslColor, isBright, parseHexColor } from './colors.ts';
export type { CommentStrings, CommentsLink } from './comments.ts';
export { commentLabel, commentsLink, isClickable, showComments } from './comments.ts';
export type {
  ColorData,
  ContentItem,
  EventLocation,
  ImageAsset,
  MediaFocalPoint,
  WebsiteSettings,
} from './content-types.ts';
export type { DatePattern, FormatDateOptions } from './dates.ts';
export { clearTimeZoneCache, formatDate, resolveTimeZone, timeZoneCacheSize, toEpochMs } from './dates.ts';
export type { ErrorCollector, TemplateError, TemplateErrorKind } from './errors.ts';
export { createErrorCollector, reportTo } from './errors.ts';
export type { FormAnswerField, FormAnswerStrings, SummaryLine } from './form-answer.ts';
export { summarizeFormAnswer } from './form-answer.ts';
export type {
  GalleryActiveAlignment,
  GalleryDesign,
  GalleryMetaPosition,
  GalleryNumericOption,
  GalleryOptions,
  NumericOption,
  PromotedBlockType,
} from './gallery.ts';
export {
  clampGalleryOption,
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_DESIGNS,
  GALLERY_META_POSITIONS,
  GALLERY_NUMERIC_OPTIONS,
  PROMOTED_BLOCK_TYPES,
  pickFromVocabulary,
  resolveGalleryOptions,
} from './gallery.ts';
export { escapeHtml, stripHtml } from './html.ts';
export type {
  ColorPosition,
  FocalPoint,
  ImageWrapperData,
  OriginalSize,
  VideoWrapperData,
  WrapperOptions,
} from './images.ts';
export {
  altText,
  focalPoint,
  imageColors,
  imageSizes,
  imageSrcset,
  imageWrapper,
  objectPosition,
  parseOriginalSize,
  thumbnailWidth,
  videoWrapper,
} from './images.ts';
export type { CalendarDate } from './julian.ts';
export {
  calendarFromJulianDay,
  epochMsFromJulianDay,
  JulianDayRangeError,
  julianDayFromCalendar,
  julianDayFromEpochMs,
} from './julian.ts';
export type { NumberFormatOptions } from './numbers.ts';
export { clearNumberFormatterCache, formatNumber, numberFormatterCacheSize } from './numbers.ts';
export type { LikeButtonData, SocialAccount, SocialLink, SocialStrings } from './social.ts';
export { followLink, likeButton, shareLinks } from './social.ts';
export { createStyleCollector, type StyleCollector } from './style-collector.ts';
export { truncate } from './text.ts';
export type { TimeSinceStrings } from './time-since.ts';
export { relativeTime, timeSince } from './time-since.ts';
