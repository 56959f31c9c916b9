// axe-core (WCAG 2.1 A/AA and best practice) for component tests under happy-dom. Rules that need
// a layout engine are off here and stay on in Chromium (demo/e2e/hostile.e2e.ts): color-contrast
// (no computed colours or boxes). `region` is off because an island is a fragment the host page
// places inside its own landmarks.
import axe from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Every violation under `context`, one line each: rule, element, what axe says to fix. */
export async function axeViolations(context: Element = document.body): Promise<string[]> {
  const result = await axe.run(context, {
    runOnly: { type: 'tag', values: TAGS },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}
