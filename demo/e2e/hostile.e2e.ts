// Hostile input in a real browser under the demo's strict CSP (issue 21.6, 21.7): /qa/hostile/
// holds broken mount points beside attacker text in everything the islands render. Only the
// broken islands decline, each with its one [Storefront] line; no script runs, no handler or
// javascript: URL reaches the DOM (with quick view, lightbox and the installment pop-up open:
// the real DOMPurify runs here); and axe, colour contrast included, is clean on each overlay.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { setupDemo } from './harness.ts';

const demo = setupDemo();
const XSS_TEXT = '<img src=x onerror="window.__xss=1">';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The DOM scan of src/islands/xss-scan.test-helper.ts, as a string: evaluated as written in the page. */
const SCAN = `(() => {
  const found = [];
  const urlAttributes = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'xlink:href'];
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' && element.type !== 'application/json' && element.type !== 'module' && !element.src)
      found.push('inline script');
    if (['iframe', 'frame', 'object', 'embed'].includes(tag)) found.push('a frame');
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(tag + ' ' + name);
      const compact = value.replace(/[\\t\\n\\r]/g, '');
      const parts = name === 'srcset' ? compact.split(',').map((p) => p.trim()) : [compact];
      if (urlAttributes.includes(name) && parts.some((p) => /^\\s*(javascript|vbscript):/i.test(p)))
        found.push(tag + ' ' + name + '=' + value.slice(0, 40));
    }
  }
  return found;
})()`;

const DECLINED = [
  /id="bad-form-json">: island options are malformed JSON/,
  /id="bad-button-href">: invalid island options: data-href may not use that scheme/,
  /id="bad-audio-src">: invalid island options: data-src may not be a javascript/,
  /id="bad-gallery-src">: invalid island options: items\[0\] may not load a javascript/,
  /id="bad-outside-product">: this island must sit inside/,
  /id="bad-display">: this island must sit inside/,
];
const WARNED = [/\[Storefront\] form "hostile-form": /];

async function assertInert(page: Page, where: string) {
  assert.deepEqual(await page.evaluate(SCAN), [], `script injection ${where}`);
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __sfInjected?: unknown };
    return [w.__xss, w.__sfInjected];
  });
  assert.deepEqual(ran, [undefined, undefined], `a payload ran ${where}`);
}

/** axe in Chromium on the open dialog, colour contrast included. */
async function assertAxeClean(page: Page, where: string) {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Element, o: object): Promise<AxeResult> } }).axe;
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const dialog = document.querySelector('[role="dialog"]') as Element;
    const result = await axe.run(dialog, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { region: { enabled: false } },
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
  assert.deepEqual(violations, [], `axe on ${where}`);
}

/**
 * Brings each attacker-text mount point into view until every island in it has hydrated (they
 * hydrate near the viewport or at idle). The islands are read from the page, so an island added
 * to /qa/hostile/ is waited for without a list here.
 */
async function hydrate(page: Page) {
  const section = page.locator('section.hostile');
  for (const mount of await section.locator(':scope > [id]').all()) await mount.scrollIntoViewIfNeeded();
  const names = await section.evaluate((element) => [
    ...new Set(
      [...element.querySelectorAll<HTMLElement>('[data-storefront]')].map(
        (island) => island.dataset.storefront,
      ),
    ),
  ]);
  assert.ok(names.length > 0, 'the attacker-text section holds islands');
  await page.waitForFunction((wanted) => {
    const done = new Set(
      performance.getEntriesByName('storefront:hydrated').map((mark) => (mark as PerformanceMark).detail),
    );
    return wanted.every((name) => done.has(name));
  }, names);
}

describe('hostile islands under the strict CSP', () => {
  it('broken ones decline with one line each, attacker text stays text, overlays included (axe with colour contrast on each overlay: WCAG 1.4.3)', async () => {
    const { page, assertCleanConsole, console: logged } = await demo.open('/qa/hostile/');
    await hydrate(page);
    for (const pattern of DECLINED)
      assert.equal(logged.filter((entry) => pattern.test(entry.text)).length, 1, `one line for ${pattern}`);
    for (const id of ['bad-form-json', 'bad-button-href', 'bad-audio-src', 'bad-gallery-src'])
      assert.match(await page.locator(`#${id}`).innerText(), /^Server HTML/);
    // The healthy islands beside them render the attacker's text as text.
    await page.locator('#xss-mug').getByText(`${XSS_TEXT}`, { exact: false }).first().waitFor();
    await assertInert(page, 'on the page');
    await page.evaluate(AXE_SOURCE);

    const mug = page.locator('#xss-mug');
    await mug.getByRole('button', { name: /^Quick View/ }).click();
    await page.getByRole('dialog').waitFor();
    await assertInert(page, 'in quick view');
    await assertAxeClean(page, 'quick view');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.locator('#xss-gallery').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await assertInert(page, 'in the lightbox');
    await assertAxeClean(page, 'the lightbox');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await mug.getByRole('button', { name: 'Afterpay', exact: true }).click();
    // The provider's HTML (with a planted script and handler) through the real sanitiser.
    await page.getByRole('dialog').getByText('Shop now. Pay later.').waitFor();
    await assertInert(page, 'in the installment pop-up');
    await assertAxeClean(page, 'the installment pop-up');
    await page.keyboard.press('Escape');

    assertCleanConsole([...DECLINED, ...WARNED]);
  });
});
