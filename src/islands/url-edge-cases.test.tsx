// Issue 33 item 1: every island that takes an address from the page refuses the WHATWG URL
// parser's edge cases that hide a scheme, and keeps what is safe as the browser will read it.
import { describe, expect, it } from 'vitest';
import { readGalleryData } from '../core/contract/gallery-data.ts';
import { HOSTILE_URLS } from '../test/hostile-urls.ts';
import { parseAudioPlayerOptions } from './audio-player/AudioPlayer.tsx';
import { parseButtonOptions } from './button/index.ts';
import { parseQuickViewOptions } from './quick-view/options.ts';
import { IslandOptionsError } from './shared/contract.ts';

const button = (href: string) => parseButtonOptions({ attributes: { href, label: 'Go' }, json: undefined });
const audio = (src: string) =>
  parseAudioPlayerOptions({ attributes: { src, title: 'Tea' }, json: undefined });
const quickView = (src: string, srcSet?: string) =>
  parseQuickViewOptions({ attributes: {}, json: { images: [{ src, alt: '', srcSet }] } });
const gallery = (src: string, srcSet = '') =>
  readGalleryData({
    design: 'grid',
    items: [{ src, srcSet, alt: '', title: '', caption: '', styleClass: '' }],
  });

describe.each(HOSTILE_URLS)('the address %j', (url) => {
  it('is refused by the button', () => {
    expect(() => button(url)).toThrow(IslandOptionsError);
  });
  it('is refused by the audio player, the quick view and the gallery (unless a data: source)', () => {
    if (url.toLowerCase().startsWith('data:')) return;
    expect(() => audio(url)).toThrow(IslandOptionsError);
    expect(() => quickView(url)).toThrow(IslandOptionsError);
    expect(gallery(url).ok).toBe(false);
    // In a srcset, whitespace ends the address ('java' of 'java\tscript:'), as the browser reads it.
    if (/\s/.test(url.trim())) return;
    expect(() => quickView('/a.png', `/a.png 1x, ${url} 2x`)).toThrow(IslandOptionsError);
    expect(gallery('/a.png', `/a.png 1x, ${url} 2x`).ok).toBe(false);
  });
});

describe('safe addresses', () => {
  it.each([
    ['/blog/', '/blog/'],
    ['https://shop.example/a', 'https://shop.example/a'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['tel:+4912345', 'tel:+4912345'],
    [' /blog/\t', '/blog/'],
  ])('the button links %j as %j', (raw, expected) => {
    expect(button(raw).href).toBe(expected);
  });
  it('media accept http(s), relative and data: sources', () => {
    expect(audio('/tea.mp3').src).toBe('/tea.mp3');
    expect(quickView('data:image/png;base64,AA').images[0]?.src).toBe('data:image/png;base64,AA');
    expect(gallery('https://cdn.example/a.png', '/a.png 1x, /b.png 2x').ok).toBe(true);
  });
});
