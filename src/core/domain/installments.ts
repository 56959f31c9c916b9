// Buy-now-pay-later installment message rules (spec 3, 4 and 9): which region shows it, under
// which brand, whether the price is in range, and what the message says. Pure: the island only
// renders the result.

import { own } from '../base/own.ts';
import { type Money, money, parseMajorUnits } from './money.ts';
import type { PriceDisplay } from './product-rules.ts';

/** Default number of installments (spec 9). */
export const DEFAULT_NUM_INSTALLMENTS = 4;

const INSTALLMENT_PROVIDER = 'Afterpay';
/** The provider's other brand name, used in GB (spec 9). */
const INSTALLMENT_PROVIDER_GB = 'Clearpay';

/** Regions and their languages (spec 9): US (en), CA (en, fr), AU, NZ, GB (en). */
const INSTALLMENT_REGIONS: Readonly<Record<string, readonly string[]>> = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
};

/**
 * Where the provider's modal HTML is fetched (the spec does not give the address): by default
 * under the platform's API root (same origin, so a strict CSP's connect-src 'self' allows it and
 * the mock platform serves it); a page context value `installmentModalUrl` overrides it.
 * `{locale}` is language_COUNTRY (en_US), `{language}` and `{country}` the parts.
 */
export const DEFAULT_INSTALLMENT_MODAL_URL = 'installments/modal/{locale}.html';

interface InstallmentContext {
  readonly afterPayAvailable?: boolean | undefined;
  readonly afterPayMin?: string | number | undefined;
  readonly afterPayMax?: string | number | undefined;
  readonly shopperLanguage?: string | undefined;
  readonly stripeAccountCountry?: string | undefined;
}

interface InstallmentRegion {
  readonly country: string;
  /** The language the message and modal use: the shopper's if the region has it, else its first. */
  readonly language: string;
  /** language_COUNTRY, e.g. en_US, fr_CA. */
  readonly locale: string;
  readonly provider: string;
}

/** The region for a country and shopper language; undefined where the provider is not offered. */
export function installmentRegion(
  country: string | undefined,
  shopperLanguage: string | undefined,
): InstallmentRegion | undefined {
  const code = (country ?? '').trim().toUpperCase();
  const languages = Object.hasOwn(INSTALLMENT_REGIONS, code) ? INSTALLMENT_REGIONS[code] : undefined;
  if (!languages) return undefined;
  // 'fr-CA', 'fr_CA' and 'fr' all name French.
  const wanted = (shopperLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const language = languages.includes(wanted) ? wanted : (languages[0] ?? 'en');
  return {
    country: code,
    language,
    locale: `${language}_${code}`,
    provider: code === 'GB' ? INSTALLMENT_PROVIDER_GB : INSTALLMENT_PROVIDER,
  };
}

type InstallmentMessage =
  | {
      readonly kind: 'in-range';
      readonly region: InstallmentRegion;
      readonly numInstallments: number;
      /** One installment: the price divided evenly, rounded to the currency's minor unit. */
      readonly amount: Money;
    }
  | {
      readonly kind: 'over';
      readonly region: InstallmentRegion;
      readonly numInstallments: number;
      /** The price is at or below the minimum: available for orders over this. */
      readonly limit: Money;
    }
  | {
      readonly kind: 'up-to';
      readonly region: InstallmentRegion;
      readonly numInstallments: number;
      /** The price is above the maximum: available for orders up to this. */
      readonly limit: Money;
    };

function limit(value: string | number | undefined, currency: string): Money | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value === 'string' && !/^\s*\d*(\.\d*)?\s*$/.test(value)) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return parseMajorUnits(value, currency);
}

/**
 * What the installment message shows for a price, or undefined for nothing: provider not
 * available, region not served, or no price. In range means above the minimum and not above
 * the maximum (a missing minimum is 0, a missing maximum has no limit).
 */
export function installmentMessage(
  price: Money | undefined,
  context: InstallmentContext | undefined,
  numInstallments: number = DEFAULT_NUM_INSTALLMENTS,
): InstallmentMessage | undefined {
  if (context?.afterPayAvailable !== true || !price || price.minor <= 0) return undefined;
  const region = installmentRegion(context.stripeAccountCountry, context.shopperLanguage);
  if (!region) return undefined;
  const min = limit(context.afterPayMin, price.currency) ?? money(0, price.currency);
  const max = limit(context.afterPayMax, price.currency);
  if (price.minor <= min.minor) return { kind: 'over', region, numInstallments, limit: min };
  if (max && price.minor > max.minor) return { kind: 'up-to', region, numInstallments, limit: max };
  return {
    kind: 'in-range',
    region,
    numInstallments,
    amount: money(Math.round(price.minor / numInstallments), price.currency),
  };
}

/**
 * The modal address for a region, from a template with {locale}, {language} and {country}; the
 * default template sits under `apiRoot` (the context's, '/api/' when absent).
 */
export function installmentModalUrl(
  template: string | undefined,
  region: InstallmentRegion,
  apiRoot = '/api/',
): string {
  const values: Record<string, string> = {
    locale: region.locale,
    language: region.language,
    country: region.country,
  };
  const root = apiRoot.endsWith('/') ? apiRoot : `${apiRoot}/`;
  return (template?.trim() || `${root}${DEFAULT_INSTALLMENT_MODAL_URL}`).replace(
    /\{(locale|language|country)\}/g,
    (_, name: string) => encodeURIComponent(own(values, name) ?? ''),
  );
}

/** The price the message follows: what the price area shows (the sale price, or the 'from' price). */
export function installmentPrice(display: PriceDisplay): Money {
  if (display.kind === 'from') return display.from;
  return display.kind === 'sale' ? display.sale : display.price;
}
