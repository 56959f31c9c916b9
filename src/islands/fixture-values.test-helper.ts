// What island fixtures (src/islands/<name>/fixtures.test-helper.ts) are made of: the shape every
// island's file has, and the hostile values and products they share.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { catalogItem } from './add-to-cart/buy-flow.test-helper.tsx';

export const MUG = catalogItem('stoneware-mug');
export const VASE = catalogItem('thrown-vase');
export const HUGE = 'x'.repeat(200_000);
/** Markup, handlers and a javascript: link: whatever renders it as HTML would carry all three. */
export const XSS =
  '<img src=x onerror="window.__xss=1"><svg onload="window.__xss=2"></svg><a href="javascript:window.__xss=3">x</a><script>window.__xss=4</script>';
export const XSS_URL = 'javascript:window.__xss=5';
/** JSON text as a builder writes it in a <script> child (`<` escaped, so `</script>` stays data). */
export const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
export const image = (index: number) => ({ src: `/demo/images/${index}.svg`, alt: `Image ${index}` });

/** One mount point of an island, as a page writes it. */
export interface Mount {
  /** Its data-* attributes by dataset name (`showEmpty` is `data-show-empty`). */
  readonly attributes?: Readonly<Record<string, string>>;
  /** The JSON child's text, as written (it may be broken on purpose). */
  readonly json?: string;
  /** Product islands: the container's product JSON text; null puts the island outside any container. */
  readonly product?: string | null;
}

export interface HostileCase {
  readonly name: string;
  readonly mount: Mount;
  /** declines: one console line naming it, its server HTML kept; renders: it works anyway. */
  readonly outcome: 'declines' | 'renders';
}

/** One step of the accessibility test on an island (its element, as the user sees it). */
type A11yStep = (user: UserEvent, island: HTMLElement) => Promise<void>;

/** The step most islands' failure is: an alert shown in the island. */
export const alertShown: A11yStep = async (_, island) => {
  await within(island).findAllByRole('alert');
};

/** How src/islands/a11y.test.tsx takes an island through its states; each step waits for its state. */
export interface A11yStates {
  /** Submits valid input: the island then waits on one platform request (held: its submitting state). */
  readonly send?: A11yStep;
  /** Its success shown (after `send` with the platform answering, or its own action). */
  readonly succeeded?: A11yStep;
  /** Submitted empty: the browser's own checks mark the field invalid (the platform failing). */
  readonly invalid?: A11yStep;
  /** Its failure shown (after `send` with the platform failing, or its own action). */
  readonly failed?: A11yStep;
}

/** One island's test inputs: read through the manifest by the hostile-input and XSS tests. */
export interface IslandFixtures {
  /** A mount point that works (the island's product, if any, is the mug). */
  readonly healthy: Mount;
  /** What a non-object JSON child (a list) does to it. */
  readonly listAsJson: HostileCase['outcome'];
  /** Its own malformed or hostile mount points. */
  readonly hostile: readonly HostileCase[];
  /** Hostile data the page or the platform holds for it (the context's texts, the cart). */
  readonly page?: {
    readonly context?: Readonly<Record<string, unknown>>;
    /** What the healthy copy shows despite it. */
    check?(healthy: HTMLElement): Promise<void>;
  };
  /**
   * Mount points whose every rendered string is XSS and every URL a javascript: URL (none:
   * `healthy`). Their other URLs are the demo's own files: the demo's /qa/hostile/ page loads them.
   */
  readonly xss?: readonly Mount[];
  /** Its mount point on the accessibility test's page (islands with states of their own; product: the mug's by default). */
  readonly a11y?: Mount;
  /** Its steps through the accessibility test's states (none: axed idle and with its dialogs only). */
  readonly a11yStates?: A11yStates;
}
