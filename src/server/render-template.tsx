// Template fragments (blog and event listings) rendered with the template helpers, for the
// builder's pages. Pure server rendering: these carry no islands and need no hydration.
// Per-item styles come back as a stylesheet for a nonce'd <style>, never as style="".
import { renderToString } from 'react-dom/server';
import { BlogPage, type BlogPageProps } from '../template/BlogPage.tsx';
import { createStyleCollector } from '../template/style-collector.ts';

export interface RenderedFragment {
  readonly html: string;
  readonly css: string;
}

export function renderBlogPage(props: Omit<BlogPageProps, 'styles'>): RenderedFragment {
  const styles = createStyleCollector('sf-blog-');
  const html = renderToString(<BlogPage {...props} styles={styles} />);
  return { html, css: styles.css() };
}
