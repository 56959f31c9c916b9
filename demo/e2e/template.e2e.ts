// The blog/events page the server half renders with the template helpers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupDemo } from './harness.ts';

const demo = setupDemo();

describe('template helpers on the journal page', () => {
  it('renders posts, comment labels, calendar links and safe auto-links with a clean console', async () => {
    const { page, assertCleanConsole } = await demo.open('/blog/');
    await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
    const calendar = page.getByRole('link', { name: /Add to calendar/ }).first();
    const href = (await calendar.getAttribute('href')) ?? '';
    assert.match(href, /^https:\/\/www\.google\.com\/calendar\/event\?action=TEMPLATE&/);
    assert.match(href, /dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z|dates=\d{8}T\d{6}Z\/\d{8}T\d{6}Z/);
    assert.ok((await page.getByText(/\d+ Comments|1 Comment|No Comments/).count()) > 0);
    const external = page.locator('.blog-item-excerpt a[target="_blank"]').first();
    assert.equal(await external.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(await page.locator('a[href^="javascript:"]').count(), 0);
    assert.equal(await page.getByText(/javascript:|<script/).count(), 0);
    // the new fragments: video wrapper, form-answer summary, comments link, cart link
    assert.equal(await page.locator('.sf-video iframe[src^="https://www.youtube-nocookie.com/"]').count(), 1);
    assert.ok((await page.locator('.sf-form-answer').count()) > 0);
    assert.equal(
      await page.locator('.journal-aside .sf-comment-link').getAttribute('href'),
      // the post's own page (issue 24 item 11: links reach the post, not the journal again)
      '/blog/spring-tasting-recap/#comments-post-tasting',
    );
    assert.equal(await page.getByRole('link', { name: 'Go to your cart' }).getAttribute('href'), '/cart');
    assert.equal(await page.locator('[style]').count(), 0);
    assertCleanConsole();
  });
});
