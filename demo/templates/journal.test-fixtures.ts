// Fixtures for the journal listing templates' tests (blog-list.jsont, event-list.jsont): posts
// whose excerpts carry handles, hashtags, URLs and hostile markup (safety is tested here, never
// shown in the demo); events around both 2024 US daylight-saving changes. The demo journal has its own content in demo/content/journal.ts.
import { DAY_MS, HOUR_MS } from '../../src/core/base/time-units.ts';
import { RecordType } from '../../src/core/domain/page-enums.ts';
import type { ContentItem, ImageAsset, WebsiteSettings } from '../../src/core/template/content-types.ts';
import type { SocialAccount } from '../../src/core/template/social.ts';

/** The demo's "now": Saturday 15 June 2024, 12:00 in New York (EDT). */
export const DEMO_NOW = Date.UTC(2024, 5, 15, 16, 0, 0);
export const DEMO_TIME_ZONE = 'America/New_York';
export const DEMO_SITE_URL = 'https://leaf-and-kettle.example';

const DEMO_IMAGE: ImageAsset = {
  id: 'img-tasting',
  assetUrl: '/demo/images/tea-tasting.svg',
  originalSize: '2000x1333',
  mediaFocalPoint: { x: 0.3, y: 0.6 },
  title: '',
  altText: '',
  body: '<p>Six cups of <em>oolong</em> lined up on a walnut table, steam rising.</p>',
  filename: 'tea-tasting.jpg',
  systemDataVariants: '100w,300w,500w,750w,1000w,1500w,2500w',
  colorData: {
    topLeftAverage: '6b4f3a',
    topRightAverage: '8a6d52',
    bottomLeftAverage: '3e2c20',
    bottomRightAverage: '54402f',
    centerAverage: 'c9a27a',
  },
};

/** An asset whose size the platform sent malformed: the wrapper reports it and renders without one. */
const DEMO_IMAGE_MALFORMED: ImageAsset = {
  id: 'img-cups',
  assetUrl: '/demo/images/cups.svg',
  originalSize: '1200 by 800',
  altText: 'Hand-thrown celadon cups',
};

export const DEMO_POSTS: readonly ContentItem[] = [
  {
    id: 'post-tasting',
    recordType: RecordType.TEXT,
    title: 'Spring tasting recap',
    fullUrl: '/blog/spring-tasting-recap',
    publishOn: DEMO_NOW - 2 * HOUR_MS,
    excerpt:
      'Thank you to everyone who came! Special thanks to @mara_pots for the cups. ' +
      'Tasting notes for all six #oolong teas are up at https://leaf-and-kettle.example/notes?season=spring.',
    mainImage: DEMO_IMAGE,
    publicCommentCount: 5,
    commentState: 1,
    likeCount: 12,
  },
  {
    id: 'post-ceramics',
    recordType: RecordType.TEXT,
    title: 'New ceramics from the studio',
    fullUrl: '/blog/new-ceramics',
    publishOn: DEMO_NOW - 3 * DAY_MS,
    // Rich excerpt with markup that must never reach the page as HTML.
    excerpt: {
      html:
        '<p>Celadon cups by <strong>@mara_pots</strong> are back. <script>alert("x")</script>' +
        '#handmade #celadon. <img src=x onerror="alert(1)">Preview: https://studio.example/cups.</p>',
    },
    mainImage: DEMO_IMAGE_MALFORMED,
    publicCommentCount: 1,
    commentState: 2,
    likeCount: 1,
  },
  {
    id: 'post-temperature',
    recordType: RecordType.TEXT,
    title: 'Why we steep green tea at 80°C',
    fullUrl: '/blog/steeping-temperature',
    publishOn: DEMO_NOW - 45 * DAY_MS,
    excerpt:
      'Boiling water scorches delicate leaves. Our printable guide is at ' +
      'https://leaf-and-kettle.example/guides/temperature. We tested five temperatures with @tea_lab_nyc (a link like ' +
      'javascript:alert(1) stays plain text) and found that 80°C keeps the sweetness without the bitterness. #greentea',
    publicCommentCount: 0,
    commentState: 1,
    likeCount: 0,
  },
  {
    id: 'post-archive',
    recordType: RecordType.TEXT,
    title: 'Harvest notes (archive)',
    fullUrl: '/archive/harvest-notes',
    publishOn: DEMO_NOW - 400 * DAY_MS,
    excerpt: 'Notes from last year’s harvest trip. #archive',
    // A folder that does not link anywhere: the title is shown without a link.
    collection: { folder: true, folderBehavior: 3 },
    publicCommentCount: 0,
    commentState: 0,
  },
];

export const DEMO_EVENTS: readonly ContentItem[] = [
  {
    id: 'event-tasting',
    recordType: RecordType.EVENT,
    title: 'Spring Tasting (online)',
    fullUrl: '/events/spring-tasting',
    // Sunday 10 March 2024, the day New York moves to EDT: 14:00-16:00 EDT.
    startDate: Date.UTC(2024, 2, 10, 18, 0),
    endDate: Date.UTC(2024, 2, 10, 20, 0),
    location: { addressLine1: 'Online', addressLine2: '', addressCountry: '' },
  },
  {
    id: 'event-workshop',
    recordType: RecordType.EVENT,
    title: 'Summer Oolong Workshop',
    fullUrl: '/events/oolong-workshop',
    // Thursday 4 July 2024, 18:00-20:00 EDT.
    startDate: Date.UTC(2024, 6, 4, 22, 0),
    endDate: Date.UTC(2024, 6, 5, 0, 0),
    location: {
      addressLine1: '12 Kettle Lane',
      addressLine2: 'Brooklyn, NY 11201',
      addressCountry: 'United States',
      mapLat: 40.69,
      mapLng: -73.99,
    },
  },
  {
    id: 'event-pottery',
    recordType: RecordType.EVENT,
    title: 'Tea & Pottery Evening',
    fullUrl: '/events/tea-and-pottery',
    // Sunday 3 November 2024, the day New York returns to EST: 18:00-21:00 EST.
    startDate: Date.UTC(2024, 10, 3, 23, 0),
    endDate: Date.UTC(2024, 10, 4, 2, 0),
    location: { addressLine1: 'Studio 4, 88 Clay Street', addressCountry: 'United States' },
  },
];

export const DEMO_WEBSITE_SETTINGS: WebsiteSettings = { commentsEnabled: true, simpleLikingEnabled: true };

export const DEMO_SHARE_BUTTON_OPTIONS: Readonly<Record<string, boolean>> = {
  facebook: true,
  twitter: true,
  pinterest: true,
  email: true,
};

export const DEMO_FOLLOW_ACCOUNTS: readonly SocialAccount[] = [
  { serviceName: 'instagram', profileUrl: 'https://www.instagram.com/leafandkettle/' },
  { serviceName: 'twitter', userName: 'leafandkettle' },
];
