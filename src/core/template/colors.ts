// Colour helpers (spec 5 and 9): light/dark weight, brightness, and HSL with bounds checks.
import { BRIGHTNESS_THRESHOLD, HALF_BRIGHT, HUE_MAX } from '../domain/constants-template.ts';
import { type TemplateStrings, templateStrings } from '../words/strings-template.ts';
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
  TemplateStrings,
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
/** Rounded to two decimals as the engine rounds (toFixed, then back to a number: 0.5 not 0.50). */
const twoDecimals = (value: number) => String(Number.parseFloat(value.toFixed(2)));

/**
 * A CSS colour from hue (0-360), saturation and lightness (0-1) and optional alpha (0-1), as the
 * engine's colour formatter writes it: 'hsl(210, 50%, 25%)' or 'hsla(210, 50%, 25%, 0.5)', every
 * number rounded to two decimals. A missing hue, saturation or lightness gives only the missing
 * value message. Otherwise every bound that fails gives its message, in the order hue,
 * saturation, lightness, alpha; the engine writes each message followed by a space except the
 * alpha one, so 'Hue out of bounds. Alpha out of bounds.' and 'Hue out of bounds. ' (trailing
 * space) are both its exact output. Problems are reported to the collector too, one each.
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
  const strings = options.strings ?? templateStrings;
  if (!present(h) || !present(s) || !present(l)) {
    reportTo(options.collector, 'bad-input', strings.hslMissingValue);
    return { ok: false, error: strings.hslMissingValue };
  }
  const hasAlpha = a !== null && a !== undefined;
  const problems: string[] = [];
  if (!within(h, HUE_MAX)) problems.push(strings.hslHueOutOfBounds);
  if (!within(s, 1)) problems.push(strings.hslSaturationOutOfBounds);
  if (!within(l, 1)) problems.push(strings.hslLightnessOutOfBounds);
  const alphaProblem = hasAlpha && !(present(a) && within(a, 1));
  if (problems.length > 0 || alphaProblem) {
    for (const message of problems) reportTo(options.collector, 'bad-input', message);
    if (alphaProblem) reportTo(options.collector, 'bad-input', strings.hslAlphaOutOfBounds);
    const error =
      problems.map((message) => `${message} `).join('') + (alphaProblem ? strings.hslAlphaOutOfBounds : '');
    return { ok: false, error };
  }
  const hsl = `${twoDecimals(h)}, ${twoDecimals(s * 100)}%, ${twoDecimals(l * 100)}%`;
  return { ok: true, css: hasAlpha ? `hsla(${hsl}, ${twoDecimals(a)})` : `hsl(${hsl})` };
}
