// Share, follow and like buttons as render data (spec 2 and 3): network, href and label; the
// renderer decides on markup. Hrefs are built with URL encoding, never from raw input.
import { own } from '../base/own.ts';
import { pluralText } from '../words/plural.ts';
import { fillTemplate } from '../words/strings.ts';
import { type TemplateStrings, templateStrings } from '../words/strings-template.ts';
import type { ContentItem, WebsiteSettings } from './content-types.ts';
import { type ErrorCollector, reportTo } from './errors.ts';

export interface SocialLink {
  /** Machine name: 'facebook', 'x', 'email', ... */
  readonly network: string;
  /** Display name: 'Facebook', 'X', ... */
  readonly name: string;
  readonly href: string;
  readonly ariaLabel: string;
}

export type SocialStrings = Pick<
  TemplateStrings,
  'shareOn' | 'shareByEmail' | 'followOn' | 'like' | 'likeCountOne' | 'likeCountMany'
>;

interface ShareTarget {
  readonly url: string;
  readonly title: string;
  readonly image: string;
}

const q = encodeURIComponent;

/** Share networks in display order; 'twitter' in the site's options means X. */
const SHARE_NETWORKS: readonly {
  network: string;
  name: string;
  aliases: readonly string[];
  href: (t: ShareTarget) => string | undefined;
}[] = [
  {
    network: 'facebook',
    name: 'Facebook',
    aliases: [],
    href: (t) => `https://www.facebook.com/sharer/sharer.php?u=${q(t.url)}`,
  },
  {
    network: 'x',
    name: 'X',
    aliases: ['twitter'],
    href: (t) => `https://twitter.com/intent/tweet?url=${q(t.url)}&text=${q(t.title)}`,
  },
  {
    network: 'linkedin',
    name: 'LinkedIn',
    aliases: [],
    href: (t) => `https://www.linkedin.com/sharing/share-offsite/?url=${q(t.url)}`,
  },
  {
    network: 'pinterest',
    name: 'Pinterest',
    aliases: [],
    // Pinterest pins an image, so it needs one.
    href: (t) =>
      t.image
        ? `https://www.pinterest.com/pin/create/button/?url=${q(t.url)}&media=${q(t.image)}&description=${q(t.title)}`
        : undefined,
  },
  {
    network: 'reddit',
    name: 'Reddit',
    aliases: [],
    href: (t) => `https://www.reddit.com/submit?url=${q(t.url)}&title=${q(t.title)}`,
  },
  {
    network: 'tumblr',
    name: 'Tumblr',
    aliases: [],
    href: (t) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${q(t.url)}&title=${q(t.title)}`,
  },
  {
    network: 'email',
    name: 'Email',
    aliases: [],
    href: (t) => `mailto:?subject=${q(t.title)}&body=${q(t.url)}`,
  },
];

function absoluteHttpUrl(path: string, base: string | undefined): string | undefined {
  try {
    const url = base ? new URL(path, base) : new URL(path);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Share links for an item, one per network turned on in the site's share-button options (a map
 * of network name to on/off). No options, or none on, gives no links.
 */
export function shareLinks(
  item: ContentItem,
  shareButtonOptions: Readonly<Record<string, unknown>> | null | undefined,
  siteUrl?: string,
  options: {
    readonly strings?: SocialStrings | undefined;
    readonly collector?: ErrorCollector | undefined;
  } = {},
): readonly SocialLink[] {
  const enabled = new Set(
    Object.entries(shareButtonOptions ?? {})
      .filter(([, on]) => on === true || on === 'true')
      .map(([network]) => network.toLowerCase()),
  );
  if (enabled.size === 0) return [];
  const url = absoluteHttpUrl(item.fullUrl ?? '', siteUrl);
  if (!url) {
    reportTo(options.collector, 'bad-input', `cannot share "${item.fullUrl ?? ''}": no absolute http(s) URL`);
    return [];
  }
  const strings = options.strings ?? templateStrings;
  const imagePath = item.assetUrl || item.mainImage?.assetUrl;
  const image = imagePath ? (absoluteHttpUrl(imagePath, siteUrl) ?? '') : '';
  const target: ShareTarget = { url, title: item.title ?? '', image };
  const links: SocialLink[] = [];
  for (const share of SHARE_NETWORKS) {
    if (!enabled.has(share.network) && !share.aliases.some((alias) => enabled.has(alias))) continue;
    const href = share.href(target);
    if (!href) continue;
    const ariaLabel =
      share.network === 'email'
        ? strings.shareByEmail
        : fillTemplate(strings.shareOn, { network: share.name });
    links.push({ network: share.network, name: share.name, href, ariaLabel });
  }
  return links;
}

export interface SocialAccount {
  /** The service id, like 'twitter' or 'instagram'. */
  readonly serviceName?: string | undefined;
  readonly userName?: string | undefined;
  readonly profileUrl?: string | undefined;
}

const FOLLOW_SERVICES: Readonly<Record<string, { name: string; base: string }>> = {
  twitter: { name: 'X', base: 'https://twitter.com/' },
  x: { name: 'X', base: 'https://twitter.com/' },
  instagram: { name: 'Instagram', base: 'https://www.instagram.com/' },
  facebook: { name: 'Facebook', base: 'https://www.facebook.com/' },
  pinterest: { name: 'Pinterest', base: 'https://www.pinterest.com/' },
  tiktok: { name: 'TikTok', base: 'https://www.tiktok.com/@' },
  youtube: { name: 'YouTube', base: 'https://www.youtube.com/@' },
  linkedin: { name: 'LinkedIn', base: 'https://www.linkedin.com/in/' },
  tumblr: { name: 'Tumblr', base: 'https://www.tumblr.com/' },
};

/** The user name, or else the last part of the (http or https) profile URL's path. */
function userNameOf(account: SocialAccount): string {
  const own = account.userName?.trim();
  if (own) return own;
  const profile = absoluteHttpUrl(account.profileUrl ?? '', undefined);
  if (!profile) return '';
  const parts = new URL(profile).pathname.split('/').filter((part) => part !== '');
  const last = parts.at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A follow link for a connected account; undefined when there is nothing to link to. */
export function followLink(
  account: SocialAccount,
  strings: SocialStrings = templateStrings,
): SocialLink | undefined {
  const network = (account.serviceName ?? '').toLowerCase();
  const service = own(FOLLOW_SERVICES, network);
  const userName = userNameOf(account);
  const href =
    absoluteHttpUrl(account.profileUrl ?? '', undefined) ??
    (service && userName ? `${service.base}${q(userName.replace(/^@/, ''))}` : undefined);
  if (!href) return undefined;
  const name = service?.name ?? account.serviceName ?? '';
  return { network, name, href, ariaLabel: fillTemplate(strings.followOn, { userName, network: name }) };
}

export interface LikeButtonData {
  readonly itemId: string;
  readonly likeCount: number;
  readonly label: string;
  readonly countText: string;
}

/** The like button for an item, when the site has simple liking turned on. */
export function likeButton(
  item: ContentItem,
  websiteSettings: WebsiteSettings = {},
  strings: SocialStrings = templateStrings,
  /** Picks the plural form (Intl.PluralRules). */
  locale = 'en',
): LikeButtonData | undefined {
  if (websiteSettings.simpleLikingEnabled !== true) return undefined;
  const count = Number.isInteger(item.likeCount) && (item.likeCount ?? 0) > 0 ? (item.likeCount ?? 0) : 0;
  return {
    itemId: item.id ?? '',
    likeCount: count,
    label: strings.like,
    countText: fillTemplate(
      pluralText(strings, { one: 'likeCountOne', other: 'likeCountMany' }, count, locale),
      {
        count,
      },
    ),
  };
}
