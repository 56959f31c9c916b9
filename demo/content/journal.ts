// Content of the demo journal (/blog/): posts, events and the extra fragments a builder's
// template would show. Dates are made relative to the build ("now" is the moment the site is
// built, to the hour), so an absolute date and its relative time always agree, and events are
// still to come. Hostile input (script tags, javascript: links) is tested in unit tests, not shown here.

import { DAY_MS, HOUR_MS } from '../../src/core/base/time-units.ts';
import { RecordType } from '../../src/core/domain/page-enums.ts';
import type { ContentItem, ImageAsset, WebsiteSettings } from '../../src/core/template/content-types.ts';
import { toEpochMs } from '../../src/core/template/dates.ts';
import type { FormAnswerField } from '../../src/core/template/form-answer.ts';
import type { SocialAccount } from '../../src/core/template/social.ts';

export const JOURNAL_TIME_ZONE = 'America/New_York';
export const JOURNAL_SITE_URL = 'https://juniper-and-oak.example';

const VARIANTS = '100w,300w,500w,750w,1000w,1500w';

const TASTING_IMAGE: ImageAsset = {
  id: 'img-tasting',
  assetUrl: '/demo/images/tea-tasting.svg',
  originalSize: '2000x1333',
  mediaFocalPoint: { x: 0.3, y: 0.6 },
  body: '<p>Six cups of <em>oolong</em> lined up on a walnut table, steam rising.</p>',
  filename: 'tea-tasting.jpg',
  systemDataVariants: VARIANTS,
  colorData: { centerAverage: 'c9a27a' },
};

const CUPS_IMAGE: ImageAsset = {
  id: 'img-cups',
  assetUrl: '/demo/images/cups.svg',
  originalSize: '1200x800',
  altText: 'Hand-thrown celadon cups',
  systemDataVariants: '100w,300w,500w,750w,1000w',
  colorData: { centerAverage: 'b7d3c4' },
};

/** Midnight UTC of the day `days` from `now`, plus `hourUtc` hours (22:00 UTC is early evening in New York). */
const dayAt = (now: number, days: number, hourUtc: number) =>
  Math.floor((now + days * DAY_MS) / DAY_MS) * DAY_MS + hourUtc * HOUR_MS;

export interface Journal {
  readonly now: number;
  readonly posts: readonly ContentItem[];
  readonly events: readonly ContentItem[];
  readonly websiteSettings: WebsiteSettings;
  readonly shareButtonOptions: Readonly<Record<string, boolean>>;
  readonly followAccounts: readonly SocialAccount[];
  /** The workshop video shown with the video wrapper (a poster over the player). */
  readonly video: { readonly asset: ImageAsset; readonly sourceUrl: string; readonly title: string };
  /** An RSVP's answers, shown with the form-answer summary. */
  readonly rsvp: readonly { readonly question: string; readonly field: FormAnswerField }[];
  /** The post whose comments the sidebar links to. */
  readonly featured: ContentItem;
}

/** The journal as it reads at `buildTime`. */
export function journalAt(buildTime: number): Journal {
  const now = Math.floor(buildTime / HOUR_MS) * HOUR_MS;
  const posts = postsAt(now);
  return {
    now,
    posts,
    events: eventsAt(now),
    websiteSettings: { commentsEnabled: true, simpleLikingEnabled: true },
    shareButtonOptions: { facebook: true, twitter: true, pinterest: true, email: true },
    followAccounts: [
      { serviceName: 'instagram', profileUrl: 'https://www.instagram.com/juniperandoak/' },
      { serviceName: 'twitter', userName: 'juniperandoak' },
    ],
    video: WORKSHOP_VIDEO,
    rsvp: RSVP_ANSWERS,
    featured: posts[0] as ContentItem,
  };
}

/** The posts, newest first: hours, days, weeks and a year old (one an archive folder). */
function postsAt(now: number): ContentItem[] {
  return [
    {
      id: 'post-tasting',
      recordType: RecordType.TEXT,
      title: 'Spring tasting recap',
      fullUrl: '/blog/spring-tasting-recap/',
      publishOn: now - 5 * HOUR_MS,
      excerpt:
        'Thank you to everyone who came! Special thanks to @mara_pots for the cups. Tasting notes ' +
        'for all six #oolong teas are up at https://juniper-and-oak.example/notes, with the water ' +
        'temperatures and steeping times we used for each one.',
      mainImage: TASTING_IMAGE,
      publicCommentCount: 5,
      commentState: 1,
      likeCount: 12,
    },
    {
      id: 'post-ceramics',
      recordType: RecordType.TEXT,
      title: 'New ceramics from the studio',
      fullUrl: '/blog/new-ceramics-from-the-studio/',
      publishOn: now - 3 * DAY_MS,
      excerpt: {
        html:
          '<p>Celadon cups by <strong>@mara_pots</strong> are back in the shop, glazed in three ' +
          'greens this season. #handmade #celadon</p>',
      },
      mainImage: CUPS_IMAGE,
      publicCommentCount: 1,
      commentState: 1,
      likeCount: 1,
    },
    {
      id: 'post-temperature',
      recordType: RecordType.TEXT,
      title: 'Why we steep green tea at 80°C',
      fullUrl: '/blog/why-we-steep-green-tea-at-80c/',
      publishOn: now - 45 * DAY_MS,
      excerpt:
        'Boiling water scorches delicate leaves. Our printable guide is at ' +
        'https://juniper-and-oak.example/guides/temperature. We tested five temperatures with ' +
        '@tea_lab_nyc and found that 80°C keeps the sweetness without the bitterness, and that a ' +
        'second steep at 85°C brings out the toasted notes. #greentea',
      publicCommentCount: 0,
      commentState: 1,
      likeCount: 0,
    },
    {
      id: 'post-archive',
      recordType: RecordType.TEXT,
      title: 'Harvest notes (archive)',
      publishOn: now - 400 * DAY_MS,
      excerpt: 'Notes from last year’s harvest trip to the tea gardens. #archive',
      collection: { folder: true, folderBehavior: 3 },
      publicCommentCount: 0,
      commentState: 0,
    },
  ];
}

/** The events, all still to come (listed out of order: the page sorts them). */
function eventsAt(now: number): ContentItem[] {
  return [
    {
      id: 'event-workshop',
      recordType: RecordType.EVENT,
      title: 'Oolong Workshop',
      fullUrl: '/blog/#event-workshop',
      startDate: dayAt(now, 9, 22),
      endDate: dayAt(now, 9, 24),
      location: {
        addressLine1: '12 Kettle Lane',
        addressLine2: 'Brooklyn, NY 11201',
        addressCountry: 'United States',
      },
    },
    {
      id: 'event-tasting',
      recordType: RecordType.EVENT,
      title: 'Online tasting: first flush',
      fullUrl: '/blog/#event-tasting',
      startDate: dayAt(now, 3, 18),
      endDate: dayAt(now, 3, 19),
      location: { addressLine1: 'Online' },
    },
    {
      id: 'event-pottery',
      recordType: RecordType.EVENT,
      title: 'Tea & Pottery Evening',
      fullUrl: '/blog/#event-pottery',
      startDate: dayAt(now, 24, 23),
      endDate: dayAt(now, 25, 2),
      location: { addressLine1: 'Studio 4, 88 Clay Street', addressCountry: 'United States' },
    },
  ];
}

const WORKSHOP_VIDEO: Journal['video'] = {
  title: 'Workshop preview: the gongfu pour',
  sourceUrl: 'https://www.youtube.com/watch?v=juniperandoak',
  asset: {
    id: 'video-pour',
    assetUrl: '/demo/images/tea-tasting.svg',
    originalSize: '1280x720',
    overlay: true,
    mainImageId: 'img-tasting',
    mediaFocalPoint: { x: 0.5, y: 0.4 },
    colorData: { centerAverage: 'c9a27a' },
    oembed: {
      providerName: 'YouTube',
      html: '<iframe width="640" height="360" src="https://www.youtube-nocookie.com/embed/juniperandoak" title="Workshop preview" frameborder="0" allow="encrypted-media; picture-in-picture" allowfullscreen loading="lazy"></iframe>',
    },
  },
};

const RSVP_ANSWERS: Journal['rsvp'] = [
  { question: 'Name', field: { type: 'name', values: { First: 'Ada', Last: 'Byron' } } },
  { question: 'Seats', field: { type: 'text', value: '2' } },
  { question: 'Teas to taste', field: { type: 'checkbox', value: ['Oolong', 'Sencha'] } },
  { question: 'Allergies', field: { type: 'text', value: '' } },
  { question: 'Survey', field: { type: 'likert', values: { 'Good value': '1' } } },
];

/** Events soonest first, as the platform lists an events collection (a template cannot sort). */
export function eventsByStart(events: readonly ContentItem[]): ContentItem[] {
  return [...events].sort((a, b) => (toEpochMs(a.startDate) ?? 0) - (toEpochMs(b.startDate) ?? 0));
}
