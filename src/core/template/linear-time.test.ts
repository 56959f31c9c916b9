// Issue 33 item 3: every text helper of the server half and the browser does linear work in its
// input. Each helper gets adversarial text (brackets, unclosed tags, slashes, digits) once as
// 1,000,000 characters and a hundred times as 10,000: linear work costs about the same both
// ways, quadratic work a hundred times as much on the long text. A ratio of the two, never a time limit, so a
// slow machine does not fail it; CPU time (not the clock) and the best of three runs of each keep
// a busy machine's noise out.
import { describe, expect, it } from 'vitest';
import { sanitizeOembedHtml } from '../../server/fragments.ts';
import { withoutTrailingSlashes } from '../analytics/data-layer.ts';
import { safeUrl } from '../domain/safe-url.ts';
import { fillTemplate } from '../words/strings.ts';
import { autolink, autolinkHtml } from './autolink.ts';
import { escapeHtml, stripHtml } from './html.ts';
import { MAX_TEXT_INPUT } from './limits.ts';
import { truncate } from './text.ts';
import { withoutEventHandlers } from './without-handlers.ts';

const LONG = 1_000_000;
const SHORT = LONG / 100;

/** `head`, then `unit` repeated, `length` characters in all. */
const repeated = (unit: string, length: number, head = '') =>
  (head + unit.repeat(Math.ceil(length / unit.length))).slice(0, length);

// The four kinds the issue names; each is what made one of the old helpers rescan the rest of the
// text at every step (trimUrl's bracket counts, stripHtml's unclosed tags, the page path's
// trailing slashes, the hashtag and entity patterns' digits).
const ADVERSARIAL: Readonly<Record<string, (length: number) => string>> = {
  brackets: (n) => repeated(')]', n, 'http://a(['),
  'unclosed tags': (n) => repeated('<a<script><!--</', n),
  slashes: (n) => `${repeated('/', n - 1)}a`,
  digits: (n) => repeated('1', n, '#&#@{'),
};

const HELPERS: Readonly<Record<string, (text: string) => unknown>> = {
  autolink,
  autolinkHtml,
  stripHtml,
  escapeHtml,
  truncate: (text) => truncate(text, Math.max(1, text.length - 5)),
  withoutEventHandlers,
  sanitizeOembedHtml,
  safeUrl: (text) => safeUrl(text, 'https://shop.example/'),
  withoutTrailingSlashes,
  fillTemplate: (text) => fillTemplate(text, { a: 1 }),
};

/** CPU time of this test process, in ms: other processes on a busy machine do not count. */
function elapsed(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

describe.each(Object.entries(HELPERS))('%s', (_name, helper) => {
  it.each(Object.keys(ADVERSARIAL))('is linear on %s', (kind) => {
    const make = ADVERSARIAL[kind] as (length: number) => string;
    const long = make(LONG);
    const short = make(SHORT);
    helper(short); // warm-up: compiled code, not the first run, is measured
    // A fast helper runs several times over, so each side takes long enough to measure well.
    const rounds = Math.min(
      5,
      Math.ceil(
        10 /
          Math.max(
            elapsed(() => helper(long)),
            0.5,
          ),
      ),
    );
    let once = Number.POSITIVE_INFINITY;
    let hundredTimes = Number.POSITIVE_INFINITY;
    // Interleaved, best of three each: a busy moment of the machine hits both sides alike.
    for (let attempt = 0; attempt < 3; attempt++) {
      once = Math.min(
        once,
        elapsed(() => {
          for (let i = 0; i < rounds; i++) helper(long);
        }),
      );
      hundredTimes = Math.min(
        hundredTimes,
        elapsed(() => {
          for (let i = 0; i < 100 * rounds; i++) helper(short);
        }),
      );
    }
    // Linear: about 1 (up to 4.5 measured: a 2 MB string outruns the CPU's caches, a 20 KB one
    // does not). Quadratic: about 100. The wide gap is what keeps a busy machine from failing it.
    expect(once / hundredTimes).toBeLessThan(25);
  });
});

it('the cap is above what the test feeds, so the helpers really read 1,000,000 characters', () => {
  expect(MAX_TEXT_INPUT).toBeGreaterThanOrEqual(LONG);
});
