import { describe, expect, it, vi } from 'vitest';
import { canWebShare, productLink, type ShareNavigator, shareLink } from './share.ts';

const PAGE = { href: 'https://shop.example/products/mug/#reviews' };
const DATA = { title: 'Mug', url: 'https://shop.example/products/mug/' };

const abort = () => new DOMException('Share canceled', 'AbortError');
const notAllowed = () => new DOMException('Permission denied', 'NotAllowedError');

function clipboard(works = true) {
  return { writeText: vi.fn(() => (works ? Promise.resolve() : Promise.reject(notAllowed()))) };
}

describe('the link shared', () => {
  it("is the product's own address, made absolute", () => {
    expect(productLink('/products/mug', PAGE)).toBe('https://shop.example/products/mug');
    expect(productLink('https://other.example/p/1', PAGE)).toBe('https://other.example/p/1');
  });

  it('is the canonical link when the product has no safe address', () => {
    const page = { ...PAGE, canonical: 'https://shop.example/products/mug/' };
    expect(productLink(undefined, page)).toBe('https://shop.example/products/mug/');
    expect(productLink('javascript:alert(1)', page)).toBe('https://shop.example/products/mug/');
  });

  it("is the page's address without its fragment when nothing else is safe", () => {
    expect(productLink('java\tscript:alert(1)', { ...PAGE, canonical: 'data:text/html,x' })).toBe(
      'https://shop.example/products/mug/',
    );
  });
});

describe('which way a press shares', () => {
  it('uses Web Share when it exists and canShare does not refuse', () => {
    const share = () => Promise.resolve();
    expect(canWebShare({ share }, DATA)).toBe(true);
    expect(canWebShare({ share, canShare: () => true }, DATA)).toBe(true);
    expect(canWebShare({ share, canShare: () => false }, DATA)).toBe(false);
    expect(
      canWebShare(
        {
          share,
          canShare: () => {
            throw new TypeError('bad data');
          },
        },
        DATA,
      ),
    ).toBe(false);
    expect(canWebShare({ canShare: () => true }, DATA)).toBe(false);
  });

  it('shares through the share sheet, with the title and link, and copies nothing', async () => {
    const nav = { share: vi.fn(() => Promise.resolve()), clipboard: clipboard() };
    expect(await shareLink(nav, DATA)).toBe('shared');
    expect(nav.share).toHaveBeenCalledWith(DATA);
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the shopper closes the share sheet', async () => {
    const nav = { share: vi.fn(() => Promise.reject(abort())), clipboard: clipboard() };
    expect(await shareLink(nav, DATA)).toBe('cancelled');
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet fails otherwise', async () => {
    const nav = { share: vi.fn(() => Promise.reject(notAllowed())), clipboard: clipboard() };
    expect(await shareLink(nav, DATA)).toBe('copied');
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(DATA.url);
  });

  it('copies the link when there is no Web Share, or canShare refuses', async () => {
    const bare = { clipboard: clipboard() };
    expect(await shareLink(bare, DATA)).toBe('copied');
    const refusing = { share: vi.fn(), canShare: () => false, clipboard: clipboard() };
    expect(await shareLink(refusing, DATA)).toBe('copied');
    expect(refusing.share).not.toHaveBeenCalled();
  });

  it('leaves the link to be copied by hand when the clipboard fails or is missing', async () => {
    expect(await shareLink({ clipboard: clipboard(false) }, DATA)).toBe('by-hand');
    expect(await shareLink({}, DATA)).toBe('by-hand');
    const nav: ShareNavigator = { share: () => Promise.reject(new Error('x')), clipboard: clipboard(false) };
    expect(await shareLink(nav, DATA)).toBe('by-hand');
  });
});
