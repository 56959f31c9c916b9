// oEmbed HTML from video providers is untrusted: before it reaches any page it is cut down to
// iframes from an allow-list of providers (https only), with a fixed set of attributes. No
// scripts, no inline styles, no other elements. Server half only (sanitize-html never ships to
// shoppers).
import sanitizeHtml from 'sanitize-html';

/** Hosts whose players may be embedded (and their subdomains). */
export const OEMBED_IFRAME_HOSTS = [
  'youtube.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
  'w.soundcloud.com',
  'fast.wistia.net',
  'www.dailymotion.com',
  'player.twitch.tv',
] as const;

function allowedHost(hostname: string): boolean {
  return OEMBED_IFRAME_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

export function sanitizeOembed(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['iframe'],
    allowedAttributes: {
      iframe: [
        'src',
        'width',
        'height',
        'title',
        'allow',
        'allowfullscreen',
        'frameborder',
        'referrerpolicy',
        'loading',
      ],
    },
    allowedSchemes: ['https'],
    // Subdomains included (www.youtube.com); an iframe whose src is dropped is removed below.
    allowedIframeDomains: [...OEMBED_IFRAME_HOSTS],
    allowIframeRelativeUrls: false,
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'iframe') return false;
      try {
        const url = new URL(frame.attribs.src ?? '');
        return url.protocol !== 'https:' || !allowedHost(url.hostname);
      } catch {
        return true;
      }
    },
    transformTags: {
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}
