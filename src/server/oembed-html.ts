// The oEmbed allow-list: a provider's embed HTML reduced to player iframes. It was sanitize-html,
// whose import of postcss (for style attributes, which this policy never keeps) pulls Node's fs,
// path and url into the server half, so the server half could not run on an edge runtime
// (issue 31 item 5). The policy is small enough to state directly on htmlparser2, the tokeniser
// sanitize-html is built on and a dependency already: nothing of the input is copied through,
// every kept name is from the lists below and every value is escaped. An iframe's content is raw
// text (as browsers and htmlparser2 12 read it), so it goes with the rest of the text. The parse
// is bounded (bounded-html.ts): embed HTML too long or too deep is refused like a foreign player.
import { HtmlRefused, parseBoundedHtml } from '../core/template/bounded-html.ts';
import { type ErrorCollector, reportTo } from '../core/template/errors.ts';
import { attributesHtml } from './html.ts';

/** Hosts whose players an oEmbed iframe may load; everything else is removed. */
export const OEMBED_IFRAME_HOSTS: readonly string[] = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'w.soundcloud.com',
  'fast.wistia.net',
  'www.loom.com',
  'open.spotify.com',
];

/** The iframe's attributes that are kept (in the input's order); every other one is dropped. */
const IFRAME_ATTRIBUTES: readonly string[] = [
  'src',
  'width',
  'height',
  'title',
  'allow',
  'allowfullscreen',
  'frameborder',
  'loading',
  'referrerpolicy',
];

/** Permissions a player may ask for in its `allow`; any other (camera, microphone, payment…) is dropped. */
const OEMBED_IFRAME_ALLOW: readonly string[] = [
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
];

/** The listed features of an `allow` value, by name only (no origins): 'autoplay; encrypted-media'. */
function allowedFeatures(allow: string): string {
  return allow
    .split(';')
    .map((feature) => feature.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter((name) => OEMBED_IFRAME_ALLOW.includes(name))
    .join('; ');
}

/**
 * Whether a player may load `src`: an absolute https URL on an allowed host, read by the URL
 * parser the browser uses, so relative, protocol-relative and other schemes are refused.
 */
function allowedSource(src: string): boolean {
  if (!URL.canParse(src)) return false;
  const url = new URL(src);
  return url.protocol === 'https:' && OEMBED_IFRAME_HOSTS.includes(url.hostname);
}

/** An iframe's kept attributes, or undefined when its source is refused (the iframe goes). */
function iframeAttributes(attributes: Readonly<Record<string, string>>): Record<string, string> | undefined {
  const src = attributes.src;
  if (src === undefined || !allowedSource(src)) return undefined;
  return Object.fromEntries(
    Object.entries(attributes)
      .filter(([name]) => IFRAME_ATTRIBUTES.includes(name))
      .map(([name, value]) => [name, name === 'allow' ? allowedFeatures(value) : value])
      .filter(([name, value]) => name !== 'allow' || value !== ''),
  );
}

/**
 * The provider's embed HTML reduced to iframes from allowed players over https; '' when none is
 * left, or when the HTML is over the parse's caps (reported to `collector`).
 */
export function sanitizeOembedHtml(html: string | null | undefined, collector?: ErrorCollector): string {
  let out = '';
  // Open iframes, each kept or not; an iframe's content is raw text, dropped like all text.
  const open: boolean[] = [];
  try {
    parseBoundedHtml(html ?? '', {
      onopentag(name, attributes) {
        if (name !== 'iframe') return;
        const kept = iframeAttributes(attributes);
        open.push(kept !== undefined);
        if (kept) out += `<iframe${attributesHtml(kept)}>`;
      },
      onclosetag(name) {
        if (name === 'iframe' && open.pop()) out += '</iframe>';
      },
    });
  } catch (error) {
    if (!(error instanceof HtmlRefused)) throw error;
    reportTo(collector, 'bad-input', `oEmbed player left out: ${error.message}`);
    return '';
  }
  return out.trim();
}
