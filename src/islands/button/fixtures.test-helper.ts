// The button island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { HUGE, type IslandFixtures, XSS, XSS_URL } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: { attributes: { href: '/shop/', label: 'Shop now' } },
  listAsJson: 'renders',
  hostile: [
    { name: 'no href', mount: { attributes: { label: 'Go' } }, outcome: 'declines' },
    {
      name: 'a javascript: href',
      mount: { attributes: { href: 'javascript:alert(1)', label: 'Go' } },
      outcome: 'declines',
    },
    {
      name: 'an unknown target',
      mount: { attributes: { href: '/', label: 'Go', target: '_top' } },
      outcome: 'declines',
    },
    { name: 'a huge label', mount: { attributes: { href: '/', label: HUGE } }, outcome: 'renders' },
  ],
  xss: [{ attributes: { href: '/shop/', label: XSS } }, { attributes: { href: XSS_URL, label: 'Shop' } }],
  a11y: { attributes: { href: '/shop/', label: 'Shop now' } },
};

export default fixtures;
