// Server-rendered counts (timesince, comment-count, comments-link, like-button) take the plural
// forms of the page's language, chosen by Intl.PluralRules of its locale exactly as the browser
// chooses them; zero is handled on its own (French and Portuguese call 0 'one').
import { describe, expect, it } from 'vitest';
import { createTemplateEngine } from './template-engine.ts';

const NOW = Date.UTC(2024, 5, 15, 12);
const DAY = 86_400_000;

function render(language: string, template: string, data: Record<string, unknown>) {
  const context = {
    website: { id: 'site', timeZone: 'UTC', language },
    websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } },
  };
  return createTemplateEngine(context).render(template, data, { now: NOW }).html;
}

const counts = (language: string, format: string, values: readonly number[]) =>
  values.map((n) => render(language, `{n|${format}}`, { n }));

describe('server plural forms follow the page locale', () => {
  it('Polish comment counts: one, few, many', () => {
    expect(counts('pl-PL', 'comment-count', [1, 2, 5, 22, 25])).toEqual([
      '1 komentarz',
      '2 komentarze',
      '5 komentarzy',
      '22 komentarze',
      '25 komentarzy',
    ]);
  });

  it('Polish time since: "około 2 dni temu", "około 5 godzin temu"', () => {
    expect(render('pl', '{t|timesince}', { t: NOW - 2 * DAY })).toBe('około 2 dni temu');
    expect(render('pl', '{t|timesince}', { t: NOW - 5 * 3_600_000 })).toBe('około 5 godzin temu');
    expect(render('pl', '{t|timesince}', { t: NOW - 3 * 7 * DAY })).toBe('około 3 tygodnie temu');
  });

  it('Hebrew gets its dual', () => {
    expect(counts('he-IL', 'comment-count', [1, 2, 3])).toEqual(['תגובה אחת', 'שתי תגובות', '3 תגובות']);
    expect(render('he', '{t|timesince}', { t: NOW - 2 * DAY })).toBe('לפני כיומיים');
  });

  it('zero likes is never the singular, even where 0 is "one" (fr, pt-BR)', () => {
    const like = (language: string, likeCount: number) =>
      render(language, '{post|like-button}', {
        post: { id: 'p1', likeCount },
        websiteSettings: { simpleLikingEnabled: true },
      }).match(/<span class="like-count">([^<]*)<\/span>/)?.[1];
    expect(like('pt-BR', 0)).toBe('0 curtidas');
    expect(like('pt-BR', 1)).toBe('1 curtida');
    expect(like('fr-FR', 0)).toBe('0 mention J’aime');
    expect(like('fr-FR', 2)).toBe('2 mentions J’aime');
    expect(like('pl', 0)).toBe('0 polubień');
    expect(like('pl', 3)).toBe('3 polubienia');
  });

  it('the comments link counts in the page language too', () => {
    const html = render('pl', '{post|comments-link}', {
      post: { id: 'p1', fullUrl: '/blog/p1', publicCommentCount: 5 },
      websiteSettings: { commentsEnabled: true },
    });
    expect(html).toContain('>5 komentarzy</a>');
  });
});
