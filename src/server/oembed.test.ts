import { describe, expect, it } from 'vitest';
import { sanitizeOembed } from './oembed.ts';

describe('sanitizeOembed', () => {
  it('keeps an allowed provider iframe with its safe attributes only', () => {
    const html = sanitizeOembed(
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" title="Tea" allowfullscreen onload="x()" style="position:fixed"></iframe>',
    );
    expect(html).toContain('src="https://www.youtube.com/embed/abc"');
    expect(html).toContain('width="560"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toMatch(/onload|style=/);
  });

  it.each([
    ['another host', '<iframe src="https://evil.example/x"></iframe>'],
    ['plain http', '<iframe src="http://player.vimeo.com/video/1"></iframe>'],
    ['a script URL', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a look-alike host', '<iframe src="https://youtube.com.evil.example/embed"></iframe>'],
    ['a script', '<script>alert(1)</script>'],
    ['other markup', '<img src="x" onerror="alert(1)"><a href="https://x">x</a>'],
  ])('removes %s', (_, input) => {
    expect(sanitizeOembed(input)).not.toMatch(/<iframe|<script|<img|<a /);
  });
});
