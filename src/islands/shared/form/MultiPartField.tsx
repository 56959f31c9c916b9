// Address, date, name, phone and time: one labelled input per part inside a fieldset. An address
// knows its country: the country is chosen from a list, and the region and postal-code labels
// follow it (src/core/domain/forms/address-rules.ts); the postal code is checked by the kit's rules.

import { own } from '../../../core/base/own.ts';
import { ADDRESS_RULES, addressRuleFor } from '../../../core/domain/forms/address-rules.ts';
import { FIELD_PARTS, type MultiPartKind } from '../../../core/domain/forms/constants.ts';
import { partsOf } from '../../../core/domain/forms/form-values.ts';
import { countryName, partsInOrder } from '../../../core/domain/forms/part-order.ts';
import type { FormKitStrings } from '../../../core/words/strings-forms.ts';
import { usePageLocale } from '../island-context.tsx';
import { GroupShell } from './FieldParts.tsx';
import { describedBy, type FieldProps, fieldIds } from './field-props.ts';
import { useLatestValue } from './use-latest-value.ts';

interface PartSpec {
  readonly label: keyof FormKitStrings;
  readonly autoComplete?: string;
  readonly numeric?: boolean;
}

const PARTS: { readonly [K in MultiPartKind]: Readonly<Record<string, PartSpec>> } = {
  address: {
    Line1: { label: 'formPartLine1', autoComplete: 'address-line1' },
    Line2: { label: 'formPartLine2', autoComplete: 'address-line2' },
    City: { label: 'formPartCity', autoComplete: 'address-level2' },
    State: { label: 'formPartState', autoComplete: 'address-level1' },
    Zip: { label: 'formPartZip', autoComplete: 'postal-code' },
    Country: { label: 'formPartCountry', autoComplete: 'country-name' },
  },
  date: {
    Month: { label: 'formPartMonth', numeric: true },
    Day: { label: 'formPartDay', numeric: true },
    Year: { label: 'formPartYear', numeric: true },
  },
  name: {
    First: { label: 'formPartFirst', autoComplete: 'given-name' },
    Last: { label: 'formPartLast', autoComplete: 'family-name' },
  },
  phone: {
    Country: { label: 'formPartPhoneCountry', autoComplete: 'tel-country-code', numeric: true },
    Areacode: { label: 'formPartAreacode', autoComplete: 'tel-area-code', numeric: true },
    Prefix: { label: 'formPartPrefix', autoComplete: 'tel-local-prefix', numeric: true },
    Line: { label: 'formPartLine', autoComplete: 'tel-local-suffix', numeric: true },
  },
  time: {
    Hour: { label: 'formPartHour', numeric: true },
    Minute: { label: 'formPartMinute', numeric: true },
    Second: { label: 'formPartSecond', numeric: true },
    Ampm: { label: 'formPartAmpm' },
  },
};

/** The address countries named and sorted in the page's language. */
function countriesFor(locale: string) {
  const collator = new Intl.Collator(locale);
  return ADDRESS_RULES.map((rule) => ({ ...rule, label: countryName(rule.code, rule.name, locale) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}

/** The address's country list, in the page's language; the answer stays the English name. */
function CountrySelect(props: {
  common: { id: string; name: string; onBlur: FieldProps['onBlur'] } & Record<string, unknown>;
  autoComplete: string | undefined;
  value: string;
  /** Whether the value is a country of the list. */
  known: boolean;
  disabled: boolean;
  chooseLabel: string;
  onChange: (text: string) => void;
}) {
  const { value } = props;
  const locale = usePageLocale();
  return (
    <select
      {...props.common}
      className="sf-field sf-form__input sf-form__select"
      autoComplete={props.autoComplete}
      value={value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    >
      <option value="">{props.chooseLabel}</option>
      {/* The answer stays the English name; the shopper reads the country in their language. */}
      {countriesFor(locale).map((rule) => (
        <option key={rule.code} value={rule.name} lang={locale}>
          {rule.label}
        </option>
      ))}
      {/* Earlier answers naming a country the list lacks are kept, never lost. */}
      {value && !props.known ? <option value={value}>{value}</option> : null}
    </select>
  );
}

export function MultiPartField(props: FieldProps & { kind: MultiPartKind }) {
  const { field, kind, value, error, locked, strings, domId, onChange, onBlur } = props;
  const ids = fieldIds(domId);
  const parts = partsOf(value);
  const latest = useLatestValue(parts);
  const locale = usePageLocale();
  const set = (part: string, text: string) => onChange(latest.update({ ...latest.current(), [part]: text }));
  const country = kind === 'address' ? addressRuleFor(parts.Country) : undefined;
  const labelOf = (part: string, spec: PartSpec) => {
    if (country && part === 'State') return strings[country.region];
    if (country && part === 'Zip') return strings[country.postal];
    return strings[spec.label];
  };
  return (
    <GroupShell field={field} domId={domId} error={error} strings={strings}>
      <div className="sf-form__parts" data-kind={kind}>
        {partsInOrder(kind, FIELD_PARTS[kind], locale).map((part, index) => {
          const spec = own(PARTS[kind], part) as PartSpec;
          const id = index === 0 ? ids.control : `${domId}-${part}`;
          const common = {
            id,
            name: `${field.id}-${part}`,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy(field.description && ids.description, error && ids.error),
            onBlur,
          };
          return (
            <div key={part} className="sf-form__part" data-part={part}>
              <label className="sf-form__part-label" htmlFor={id}>
                {labelOf(part, spec)}
              </label>
              {kind === 'address' && part === 'Country' ? (
                <CountrySelect
                  common={common}
                  autoComplete={spec.autoComplete}
                  value={parts[part] ?? ''}
                  known={country !== undefined}
                  disabled={locked}
                  chooseLabel={strings.addressChooseCountry}
                  onChange={(text) => set(part, text)}
                />
              ) : part === 'Ampm' ? (
                <select
                  {...common}
                  className="sf-field sf-form__input sf-form__select"
                  value={parts[part] ?? ''}
                  disabled={locked}
                  onChange={(event) => set(part, event.currentTarget.value)}
                >
                  <option value="" />
                  <option value="AM">{strings.formAm}</option>
                  <option value="PM">{strings.formPm}</option>
                </select>
              ) : (
                <input
                  {...common}
                  className="sf-field sf-form__input"
                  type={kind === 'phone' ? 'tel' : 'text'}
                  inputMode={spec.numeric ? 'numeric' : undefined}
                  autoComplete={spec.autoComplete}
                  value={own(parts, part) ?? ''}
                  readOnly={locked}
                  onChange={(event) => set(part, event.currentTarget.value)}
                />
              )}
            </div>
          );
        })}
      </div>
    </GroupShell>
  );
}
