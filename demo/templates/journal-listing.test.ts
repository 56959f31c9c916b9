// The journal's post and event listing (blog-list.jsont, event-list.jsont and the follow links
// in journal.jsont) rendered through storefront/template, as the demo build renders them.
import { describe, expect, it } from 'vitest';
import { createTemplateEngine } from '../../src/server/template-engine.ts';
import { eventsByStart } from '../content/journal.ts';
import { TEMPLATES } from '../scripts/site.ts';
import {
  DEMO_EVENTS,
  DEMO_FOLLOW_ACCOUNTS,
  DEMO_NOW,
  DEMO_POSTS,
  DEMO_SHARE_BUTTON_OPTIONS,
  DEMO_SITE_URL,
  DEMO_TIME_ZONE,
  DEMO_WEBSITE_SETTINGS,
} from './journal.test-fixtures.ts';

const PARTIALS = { 'blog-list': TEMPLATES['blog-list'] ?? '', 'event-list': TEMPLATES['event-list'] ?? '' };
const LISTING = '{@|apply blog-list}{@|apply event-list}{followAccounts|follow-links}';

function renderDemo(now = DEMO_NOW, events = DEMO_EVENTS) {
  const result = createTemplateEngine({}).render(
    LISTING,
    {
      website: { timeZone: DEMO_TIME_ZONE, baseUrl: DEMO_SITE_URL },
      websiteSettings: DEMO_WEBSITE_SETTINGS,
      shareButtonOptions: DEMO_SHARE_BUTTON_OPTIONS,
      followAccounts: DEMO_FOLLOW_ACCOUNTS,
      posts: DEMO_POSTS,
      events: eventsByStart(events),
    },
    { partials: PARTIALS, now },
  );
  const doc = new DOMParser().parseFromString(`<body>${result.html}</body>`, 'text/html');
  return { ...result, doc };
}

/** Text as a visitor reads it: runs of whitespace collapse, as HTML renders them. */
const textOf = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((el) => el.textContent?.replace(/\s+/g, ' ').trim());

describe('journal listing templates', () => {
  it('renders the same markup every time for the same now', () => {
    expect(renderDemo().html).toBe(renderDemo().html);
  });

  it('shows post dates in the site zone and their age relative to now', () => {
    const { doc, html } = renderDemo();
    expect(textOf(doc, '.blog-item-meta time')).toEqual([
      'June 15, 2024',
      'June 12, 2024',
      'May 1, 2024',
      'May 12, 2023',
    ]);
    // The engine's %e pads the day with a space; the page shows one space.
    expect(html).toContain('>May  1, 2024</time>');
    expect(doc.querySelector('#post-tasting time')?.getAttribute('datetime')).toBe(
      '2024-06-15T10:00:00-04:00',
    );
    expect(textOf(doc, '.blog-item-age')).toEqual([
      '(about 2 hours ago)',
      '(about 3 days ago)',
      '(about a month ago)',
      '(about a year ago)',
    ]);
  });

  it('labels and links comments by the spec rule', () => {
    const { doc } = renderDemo();
    const links = [...doc.querySelectorAll('a.blog-item-comments')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/blog/spring-tasting-recap#comments-post-tasting', '5 Comments'],
      ['/blog/new-ceramics#comments-post-ceramics', '1 Comment'],
      ['/blog/steeping-temperature#comments-post-temperature', 'No Comments'],
    ]);
  });

  it('auto-links handles, hashtags and URLs in excerpts and opens them in a new window', () => {
    const { doc } = renderDemo();
    const first = doc.querySelector('#post-tasting .blog-item-excerpt');
    const links = [...(first?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['@mara_pots', 'https://twitter.com/mara_pots'],
      ['#oolong', 'https://twitter.com/hashtag/oolong'],
      [
        'https://leaf-and-kettle.example/notes?season=spring',
        'https://leaf-and-kettle.example/notes?season=spring',
      ],
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('never lets excerpt markup or javascript: links through', () => {
    const { doc, html } = renderDemo();
    expect(doc.querySelector('.blog-item-excerpt script, .blog-item-excerpt img')).toBeNull();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror=');
    expect(doc.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(doc.querySelector('#post-temperature .blog-item-excerpt')?.textContent).toContain(
      'javascript:alert(1)',
    );
  });

  it('truncates long excerpts at a word boundary', () => {
    const { doc } = renderDemo();
    const text = doc.querySelector('#post-temperature .blog-item-excerpt')?.textContent ?? '';
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(203);
    expect(text).toBe(
      'Boiling water scorches delicate leaves. Our printable guide is at https://leaf-and-kettle.example/guides/temperature. We tested five temperatures with @tea_lab_nyc (a link like javascript:alert(1) ...',
    );
  });

  it('renders the image with srcset, sizes, alt text from the body and the focal point as a class', () => {
    const { doc, css, html } = renderDemo();
    const img = doc.querySelector('#post-tasting img');
    expect(img?.getAttribute('srcset')?.split(',')).toHaveLength(7);
    expect(img?.getAttribute('srcset')).toContain('/demo/images/tea-tasting.svg?format=750w 750w');
    expect(img?.getAttribute('sizes')).toBe('(max-width: 750px) 100vw, 750px');
    expect(img?.getAttribute('alt')).toBe('Six cups of oolong lined up on a walnut table, steam rising.');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['2000', '1333']);
    expect(img?.getAttribute('loading')).toBe('lazy');
    const extra = img?.className.split(' ').find((name) => name !== 'blog-item-image') ?? '';
    expect(css).toContain(`.${extra}{object-position:30% 60%;background-color:#c9a27a}`);
    expect(html).not.toContain('style=');
  });

  it('reports the malformed image size instead of failing the page', () => {
    const { doc, errors } = renderDemo();
    const img = doc.querySelector('#post-ceramics img');
    expect(img?.getAttribute('width')).toBeNull();
    expect(img?.getAttribute('alt')).toBe('Hand-thrown celadon cups');
    expect(errors).toEqual([
      {
        type: 'storefront',
        message: 'invalid-source: Invalid source parameter. Pass in \'originalSize\' (got "1200 by 800")',
      },
    ]);
  });

  it('does not link a folder that has no page', () => {
    const { doc } = renderDemo();
    expect(doc.querySelector('#post-archive .blog-item-title a')).toBeNull();
    expect(doc.querySelector('#post-archive .blog-item-title')?.textContent).toBe('Harvest notes (archive)');
    expect(doc.querySelector('#post-archive .blog-item-comments')).toBeNull();
    expect(textOf(doc, '#post-archive .blog-item-actions > a')).toEqual([]);
    expect(textOf(doc, '#post-tasting .blog-item-actions > a')).toEqual(['Read More', '5 Comments']);
  });

  it('lists events soonest first, in the site zone across both DST changes', () => {
    const { doc } = renderDemo(DEMO_NOW, [...DEMO_EVENTS].reverse());
    expect(textOf(doc, '.event-when')).toEqual([
      'Sunday, March 10, 2024, 2:00 PM – 4:00 PM EDT',
      'Thursday, July 4, 2024, 6:00 PM – 8:00 PM EDT',
      'Sunday, November 3, 2024, 6:00 PM – 9:00 PM EST',
    ]);
    expect(textOf(doc, '.event-where')).toEqual([
      'Online',
      '12 Kettle Lane, Brooklyn, NY 11201, United States',
      'Studio 4, 88 Clay Street, United States',
    ]);
  });

  it('offers add-to-calendar links for coming events only', () => {
    const { doc } = renderDemo();
    const links = [...doc.querySelectorAll('a.event-calendar')];
    expect(links.map((a) => a.textContent)).toEqual(['Add to calendar', 'Add to calendar']);
    expect(links[0]?.getAttribute('href')).toBe(
      'https://www.google.com/calendar/event?action=TEMPLATE&text=Summer%20Oolong%20Workshop&dates=20240704T220000Z/20240705T000000Z&location=12%20Kettle%20Lane%2C%20Brooklyn%2C%20NY%2011201%2C%20United%20States',
    );
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(doc.querySelector('#event-tasting')?.className).toBe('event event-past');
    expect(doc.querySelector('#event-workshop')?.className).toBe('event');
    // Once the workshop is over, it is past too and loses its link.
    const later = renderDemo(Date.UTC(2024, 6, 5, 1)).doc;
    expect(later.querySelector('#event-workshop')?.className).toBe('event event-past');
    expect(later.querySelectorAll('a.event-calendar')).toHaveLength(1);
  });

  it('renders share, like and follow buttons from the helpers', () => {
    const { doc } = renderDemo();
    expect(textOf(doc, '#post-tasting .share-buttons a')).toEqual(['Facebook', 'X', 'Pinterest', 'Email']);
    // Pinterest needs an image: the post without one has no Pinterest button.
    expect(textOf(doc, '#post-temperature .share-buttons a')).toEqual(['Facebook', 'X', 'Email']);
    expect(doc.querySelector('#post-tasting .share-buttons a')?.getAttribute('href')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fleaf-and-kettle.example%2Fblog%2Fspring-tasting-recap',
    );
    expect(doc.querySelector('#post-tasting .like-button')?.getAttribute('aria-label')).toBe(
      'Like, 12 Likes',
    );
    expect(textOf(doc, '.follow-links a')).toEqual(['Instagram', 'X']);
    expect(doc.querySelector('.follow-links')?.getAttribute('aria-label')).toBe('Follow us');
  });

  it('keeps the headings of the demo journal', () => {
    const { doc } = renderDemo();
    expect(textOf(doc, 'h1')).toEqual(['Journal']);
    expect(textOf(doc, '#events-title')).toEqual(['Coming up']);
  });
});
