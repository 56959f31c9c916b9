// A journal post's own page (where its 'Read More' and comment links go): title, date, picture
// and text, a comments section the comment links land on, and the way back to the journal.
// The post text is the demo's own content; it is written as text (tags dropped, escaped).
import type { ContentItem } from '../../src/core/template/content-types.ts';

type Escape = (text: string) => string;

function postText(post: ContentItem): string {
  const excerpt = post.excerpt;
  const raw = typeof excerpt === 'string' ? excerpt : (excerpt?.html ?? '');
  return raw.replace(/<[^>]*>/g, '');
}

/** The dist/ path of a post's page, from its URL ('/blog/spring-tasting-recap/' → 'blog/spring-tasting-recap/index.html'). */
export function postPagePath(post: ContentItem): string | undefined {
  const match = /^\/blog\/([a-z0-9-]+)\/$/.exec(post.fullUrl ?? '');
  return match ? `blog/${match[1]}/index.html` : undefined;
}

export function postPageBody(post: ContentItem, html: Escape, timeZone: string): string {
  const published =
    typeof post.publishOn === 'number'
      ? `<p class="post__meta"><time datetime="${new Date(post.publishOn).toISOString()}">${html(
          new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(post.publishOn),
        )}</time></p>`
      : '';
  const image = post.mainImage?.assetUrl
    ? `<img class="post__image" src="${html(post.mainImage.assetUrl)}" alt="${html(post.mainImage.altText ?? '')}" width="750" height="500">`
    : '';
  const comments = post.publicCommentCount ?? 0;
  return `<article class="post">
<p class="post__back"><a href="/blog/">← Journal</a></p>
<h1>${html(post.title ?? '')}</h1>
${published}${image}
<p>${html(postText(post))}</p>
<section class="post__comments" id="comments-${html(post.id ?? '')}" aria-label="Comments">
<h2>${comments === 1 ? '1 Comment' : `${comments} Comments`}</h2>
<p>On a live site the platform's comment service shows them here; the demo has none.</p>
</section>
</article>`;
}
