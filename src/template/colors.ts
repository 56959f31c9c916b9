// Colour helpers (spec 5 and 9): light/dark weight, brightness, and HSL with bounds checks.
import { BRIGHTNESS_THRESHOLD, HALF_BRIGHT, HUE_MAX } from '../domain/constants-template.ts';
import { defaultStrings, type Strings } from '../domain/strings.ts';
import { type ErrorCollector, reportTo } from './errors.ts';

/** The colour as a 24-bit number, for 3 or 6 hex digits with an optional '#'; otherwise undefined. */
export function parseHexColor(hex: string | null | undefined): number | undefined {
  const digits = (hex ?? '').replace(/^#/, '');
  if (/^[0-9a-f]{6}$/i.test(digits)) return Number.parseInt(digits, 16);
  if (/^[0-9a-f]{3}$/i.test(digits)) {
    return Number.parseInt([...digits].map((d) => d + d).join(''), 16);
  }
  return undefined;
}

function parseOrReport(
  hex: string | null | undefined,
  collector: ErrorCollector | undefined,
): number | undefined {
  const value = parseHexColor(hex);
  if (value === undefined) reportTo(collector, 'bad-input', `not a hex colour: "${hex ?? ''}"`);
  return value;
}

/** 'light' above half of 0xFFFFFF, else 'dark'; '' for anything but 3 or 6 hex digits. */
export function colorWeight(
  hex: string | null | undefined,
  collector?: ErrorCollector,
): 'light' | 'dark' | '' {
  const value = parseOrReport(hex, collector);
  if (value === undefined) return '';
  return value > HALF_BRIGHT ? 'light' : 'dark';
}

/** Perceived brightness from 0 (black) to 1 (white), weighting green most; undefined when not a colour. */
export function brightness(hex: string | null | undefined): number | undefined {
  const value = parseHexColor(hex);
  if (value === undefined) return undefined;
  const r = (value >> 16) & 0xff;
  const g = (value >> 8) & 0xff;
  const b = value & 0xff;
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** True when the colour's brightness is above 0.65; false for anything that is not a colour. */
export function isBright(hex: string | null | undefined, collector?: ErrorCollector): boolean {
  if (parseOrReport(hex, collector) === undefined) return false;
  return (brightness(hex) ?? 0) > BRIGHTNESS_THRESHOLD;
}

export type HslStrings = Pick<
  Strings,
  | 'hslHueOutOfBounds'
  | 'hslSaturationOutOfBounds'
  | 'hslLightnessOutOfBounds'
  | 'hslAlphaOutOfBounds'
  | 'hslMissingValue'
>;

export type HslResult =
  | { readonly ok: true; readonly css: string }
  | { readonly ok: false; readonly error: string };

type Component = number | null | undefined;

const present = (value: Component): value is number => typeof value === 'number' && !Number.isNaN(value);
const within = (value: number, max: number) => value >= 0 && value <= max;
const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/**
 * A CSS colour from hue (0-360), saturation and lightness (0-1) and optional alpha (0-1), or the
 * first bounds message that applies. Problems are reported to the collector too.
 */
export function hslColor(
  h: Component,
  s: Component,
  l: Component,
  a?: Component,
  options: {
    readonly collector?: ErrorCollector | undefined;
    readonly strings?: HslStrings | undefined;
  } = {},
): HslResult {
  const strings = options.strings ?? defaultStrings;
  const fail = (error: string): HslResult => {
    reportTo(options.collector, 'bad-input', error);
    return { ok: false, error };
  };
  if (!present(h) || !present(s) || !present(l)) return fail(strings.hslMissingValue);
  if (!within(h, HUE_MAX)) return fail(strings.hslHueOutOfBounds);
  if (!within(s, 1)) return fail(strings.hslSaturationOutOfBounds);
  if (!within(l, 1)) return fail(strings.hslLightnessOutOfBounds);
  if (a === null || a === undefined) return { ok: true, css: `hsl(${h}, ${percent(s)}, ${percent(l)})` };
  if (!present(a) || !within(a, 1)) return fail(strings.hslAlphaOutOfBounds);
  return { ok: true, css: `hsla(${h}, ${percent(s)}, ${percent(l)}, ${a})` };
}
