import { describe, expect, it } from 'vitest';
import { createErrorCollector } from './errors.ts';
import { followLink, likeButton, shareLinks } from './social.ts';

const item = {
  id: 'p1',
  title: 'Tea & Cake',
  fullUrl: '/blog/tea-cake',
  mainImage: { assetUrl: 'https://images.example/tea.jpg' },
};
const SITE = 'https://shop.example';
const PAGE = encodeURIComponent('https://shop.example/blog/tea-cake');
const TITLE = encodeURIComponent('Tea & Cake');

describe('shareLinks', () => {
  it.each([
    ['facebook', 'Facebook', `https://www.facebook.com/sharer/sharer.php?u=${PAGE}`, 'Share on Facebook'],
    ['twitter', 'X', `https://twitter.com/intent/tweet?url=${PAGE}&text=${TITLE}`, 'Share on X'],
    ['x', 'X', `https://twitter.com/intent/tweet?url=${PAGE}&text=${TITLE}`, 'Share on X'],
    [
      'linkedin',
      'LinkedIn',
      `https://www.linkedin.com/sharing/share-offsite/?url=${PAGE}`,
      'Share on LinkedIn',
    ],
    [
      'pinterest',
      'Pinterest',
      `https://www.pinterest.com/pin/create/button/?url=${PAGE}&media=${encodeURIComponent('https://images.example/tea.jpg')}&description=${TITLE}`,
      'Share on Pinterest',
    ],
    ['reddit', 'Reddit', `https://www.reddit.com/submit?url=${PAGE}&title=${TITLE}`, 'Share on Reddit'],
    [
      'tumblr',
      'Tumblr',
      `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${PAGE}&title=${TITLE}`,
      'Share on Tumblr',
    ],
    ['email', 'Email', `mailto:?subject=${TITLE}&body=${PAGE}`, 'Share by email'],
  ])('%s', (option, name, href, ariaLabel) => {
    const [link, ...rest] = shareLinks(item, { [option]: true }, SITE);
    expect(rest).toEqual([]);
    expect(link).toEqual({ network: option === 'twitter' ? 'x' : option, name, href, ariaLabel });
  });

  it('lists enabled networks in a fixed order', () => {
    const links = shareLinks(item, { email: true, facebook: true, reddit: false, Twitter: 'true' }, SITE);
    expect(links.map((l) => l.network)).toEqual(['facebook', 'x', 'email']);
  });

  it.each([[undefined], [null], [{}], [{ facebook: false }]])('no links for options %j', (options) => {
    expect(shareLinks(item, options, SITE)).toEqual([]);
  });

  it('skips Pinterest without an image', () => {
    expect(
      shareLinks({ ...item, mainImage: undefined }, { pinterest: true, facebook: true }, SITE).map(
        (l) => l.network,
      ),
    ).toEqual(['facebook']);
  });

  it('reports an item it cannot make an absolute URL for', () => {
    const collector = createErrorCollector();
    expect(shareLinks({ fullUrl: '/relative' }, { facebook: true }, undefined, { collector })).toEqual([]);
    expect(
      shareLinks({ fullUrl: 'javascript:alert(1)' }, { facebook: true }, undefined, { collector }),
    ).toEqual([]);
    expect(collector.errors().map((e) => e.kind)).toEqual(['bad-input', 'bad-input']);
  });
});

describe('followLink', () => {
  it.each([
    [
      { serviceName: 'twitter', userName: 'teashop' },
      {
        network: 'twitter',
        name: 'X',
        href: 'https://twitter.com/teashop',
        ariaLabel: 'Follow teashop on X',
      },
    ],
    [
      { serviceName: 'instagram', profileUrl: 'https://www.instagram.com/tea.shop/' },
      {
        network: 'instagram',
        name: 'Instagram',
        href: 'https://www.instagram.com/tea.shop/',
        ariaLabel: 'Follow tea.shop on Instagram',
      },
    ],
    [
      { serviceName: 'Mastodon', userName: 'tea', profileUrl: 'https://social.example/@tea' },
      {
        network: 'mastodon',
        name: 'Mastodon',
        href: 'https://social.example/@tea',
        ariaLabel: 'Follow tea on Mastodon',
      },
    ],
    [
      { serviceName: 'pinterest', profileUrl: 'https://www.pinterest.com/bad%E0%A4%A/' },
      {
        network: 'pinterest',
        name: 'Pinterest',
        href: 'https://www.pinterest.com/bad%E0%A4%A/',
        ariaLabel: 'Follow bad%E0%A4%A on Pinterest',
      },
    ],
    [
      { serviceName: 'tiktok', userName: '@tea shop' },
      {
        network: 'tiktok',
        name: 'TikTok',
        href: 'https://www.tiktok.com/@tea%20shop',
        ariaLabel: 'Follow @tea shop on TikTok',
      },
    ],
  ])('%j', (account, expected) => {
    expect(followLink(account)).toEqual(expected);
  });

  it.each([
    [{ serviceName: 'twitter' }],
    [{ serviceName: 'unknown', userName: 'x' }],
    [{ serviceName: 'twitter', profileUrl: 'javascript:alert(1)', userName: '' }],
  ])('no link for %j', (account) => {
    expect(followLink(account)).toBeUndefined();
  });
});

describe('likeButton', () => {
  it.each([
    [
      { id: 'p1', likeCount: 0 },
      { itemId: 'p1', likeCount: 0, label: 'Like', countText: '0 Likes' },
    ],
    [
      { id: 'p1', likeCount: 1 },
      { itemId: 'p1', likeCount: 1, label: 'Like', countText: '1 Like' },
    ],
    [
      { id: 'p1', likeCount: 12 },
      { itemId: 'p1', likeCount: 12, label: 'Like', countText: '12 Likes' },
    ],
    [
      { id: 'p1', likeCount: -4 },
      { itemId: 'p1', likeCount: 0, label: 'Like', countText: '0 Likes' },
    ],
    [{}, { itemId: '', likeCount: 0, label: 'Like', countText: '0 Likes' }],
  ])('%j -> %j', (input, expected) => {
    expect(likeButton(input, { simpleLikingEnabled: true })).toEqual(expected);
  });

  it.each([[{}], [{ simpleLikingEnabled: false }]])('nothing when liking is off: %j', (settings) => {
    expect(likeButton({ id: 'p1', likeCount: 3 }, settings)).toBeUndefined();
  });
});
