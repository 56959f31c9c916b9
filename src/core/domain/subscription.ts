// Subscription price text (spec 9, docs/decisions.md "Subscription price text"): '{price} every 2 weeks for 1 year'.

import { pluralText } from '../words/plural.ts';
import { defaultStrings, fillTemplate, type Strings } from '../words/strings.ts';
import { subscriptionStrings } from '../words/strings-subscription.ts';
import { MONTHS_PER_YEAR, WEEKS_PER_YEAR } from './constants-template.ts';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface SubscriptionPlanInput {
  readonly billingPeriod: { readonly value: number; readonly unit: BillingUnit };
  /** How many periods are billed; missing, null or 0 means until cancelled. */
  readonly numBillingCycles?: number | null | undefined;
}

type SubscriptionStringKey = keyof typeof subscriptionStrings;
/** The subscription group's words, and 'Unavailable' from the main catalogue. */
export type SubscriptionStrings = Pick<Strings, 'unavailable'> & {
  readonly [K in SubscriptionStringKey]: string;
};

const PERIOD_KEYS = {
  WEEK: { one: 'subscriptionEveryWeek', many: 'subscriptionEveryNWeeks' },
  MONTH: { one: 'subscriptionEveryMonth', many: 'subscriptionEveryNMonths' },
  YEAR: { one: 'subscriptionEveryYear', many: 'subscriptionEveryNYears' },
} as const satisfies Record<BillingUnit, { one: SubscriptionStringKey; many: SubscriptionStringKey }>;

const DURATION_KEYS = {
  WEEK: { one: 'subscriptionForOneWeek', many: 'subscriptionForNWeeks' },
  MONTH: { one: 'subscriptionForOneMonth', many: 'subscriptionForNMonths' },
  YEAR: { one: 'subscriptionForOneYear', many: 'subscriptionForNYears' },
} as const satisfies Record<BillingUnit, { one: SubscriptionStringKey; many: SubscriptionStringKey }>;

const PERIODS_PER_YEAR: Record<BillingUnit, number> = {
  WEEK: WEEKS_PER_YEAR,
  MONTH: MONTHS_PER_YEAR,
  YEAR: 1,
};

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The plan's total length, in years when it is a whole number of years. */
export function subscriptionDuration(
  plan: SubscriptionPlanInput,
): { readonly value: number; readonly unit: BillingUnit } | undefined {
  const cycles = plan.numBillingCycles;
  const { value, unit } = plan.billingPeriod;
  if (!isPositiveInteger(cycles) || !isPositiveInteger(value) || !Object.hasOwn(PERIODS_PER_YEAR, unit)) {
    return undefined;
  }
  const total = value * cycles;
  const perYear = PERIODS_PER_YEAR[unit];
  return total % perYear === 0 ? { value: total / perYear, unit: 'YEAR' } : { value: total, unit };
}

/**
 * '{price} every week', '{price} every 3 months', plus ' for {duration}' when the plan has a
 * number of billing cycles. A plan that cannot be read gives 'Unavailable'.
 */
export function subscriptionPriceText(
  priceString: string,
  plan: SubscriptionPlanInput | null | undefined,
  strings: SubscriptionStrings = { ...defaultStrings, ...subscriptionStrings },
  /** Picks the plural form (Intl.PluralRules). */
  locale = 'en',
): string {
  const period = plan?.billingPeriod;
  if (!period || !isPositiveInteger(period.value) || !Object.hasOwn(PERIOD_KEYS, period.unit)) {
    return strings.unavailable;
  }
  const periodKeys = PERIOD_KEYS[period.unit];
  const periodText = fillTemplate(
    pluralText(strings, { one: periodKeys.one, other: periodKeys.many }, period.value, locale),
    {
      priceString,
      billingPeriodValue: period.value,
    },
  );
  const duration = subscriptionDuration(plan);
  if (!duration) return periodText;
  const durationKeys = DURATION_KEYS[duration.unit];
  const durationText = fillTemplate(
    pluralText(strings, { one: durationKeys.one, other: durationKeys.many }, duration.value, locale),
    {
      durationValue: duration.value,
    },
  );
  return fillTemplate(strings.subscriptionWithDuration, { period: periodText, duration: durationText });
}
