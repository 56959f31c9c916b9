// Hostile input in a real browser under the demo's strict CSP (issues 21.6, 21.7 and 32):
// /qa/hostile/ holds every island's broken mount points beside attacker text in everything the
// islands render, both written from the islands' fixtures (src/islands/hostile-page.test-helper.ts).
// Each broken island declines with its one [Storefront] line and keeps its server HTML; an
// attacker's island declines only for a javascript: URL; no script runs, no handler or
// javascript: URL reaches the DOM (with quick view, lightbox and the installment pop-up open:
// the real DOMPurify runs here); and axe, colour contrast included, is clean on each overlay.
// The islands and their cases are read from the page: this file names none.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { settleEveryIsland, setupDemo } from './harness.ts';

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

/** A declining island's one line: the element, then why, then that its server HTML stays. */
const DECLINES = /^\[Storefront\] <[^>]* id="([^"]+)">: .+; the island keeps its server HTML\.$/;
/** An attacker's mount point declines only for its javascript: URL. */
const REFUSES_SCRIPT_URL = /^\[Storefront\] <[^>]* id="(xss-[^"]+)">: invalid island options: .*javascript/;

/** The attacker's mount points whose option is a javascript: URL (`__xss=5`), read from the page as served. */
async function scriptUrlMounts(page: Page): Promise<string[]> {
  const html = await (await page.request.get(page.url())).text();
  const mounts = html.matchAll(
    /<div data-storefront="[^"]+" id="(xss-[^"]+)"([^>]*)>(?:<script type="application\/json">([^<]*)<\/script>)?/g,
  );
  return [...mounts]
    .filter((mount) => `${mount[2]}${mount[3] ?? ''}`.includes('__xss=5'))
    .map((mount) => mount[1] ?? '');
}

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

describe('hostile islands under the strict CSP', () => {
  it('broken ones decline with one line each, attacker text stays text, overlays included (axe with colour contrast on each overlay: WCAG 1.4.3)', async () => {
    const { page, assertCleanConsole, console: logged } = await demo.open('/qa/hostile/');
    await settleEveryIsland(page, '/qa/hostile/');
    const broken = await page
      .locator('section.broken [data-storefront]')
      .evaluateAll((elements) =>
        elements.map((element) => ({ id: element.id, text: (element as HTMLElement).innerText })),
      );
    assert.ok(broken.length > 0, 'the page holds broken mount points');
    for (const { id, text } of broken) {
      const lines = logged.filter((entry) => DECLINES.exec(entry.text)?.[1] === id);
      assert.equal(lines.length, 1, `${id} (${text}) declines with one line`);
      assert.match(text ?? '', /^Server HTML: /, `${id} keeps its server HTML`);
    }
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

    await page.locator('#xss-lightbox-0').getByRole('button').first().click();
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

    const refused = logged.flatMap((entry) => REFUSES_SCRIPT_URL.exec(entry.text)?.[1] ?? []);
    const scriptUrls = await scriptUrlMounts(page);
    assert.ok(scriptUrls.length > 0, 'the attacker section holds javascript: URLs');
    assert.deepEqual(refused.sort(), scriptUrls.sort(), 'each javascript: URL declines, once');
    const declined = new Set(broken.map(({ id }) => id));
    assertCleanConsole([
      { test: (line: string) => declined.has(DECLINES.exec(line)?.[1] ?? '') },
      REFUSES_SCRIPT_URL,
    ]);
  });
});
