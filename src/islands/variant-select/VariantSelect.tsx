import { matchingVariant, soldOutValues } from '../../core/domain/variant-selection.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { useServices } from '../shared/island-context.tsx';
import { useIslandId } from '../shared/island-root.tsx';
import { useLiveStock } from '../shared/use-live-stock.ts';
import { useSelection } from '../shared/use-selection.ts';
import '../shared/base.css';
import '../shared/field.css';
import './variant-select.css';
import { own } from '../../core/base/own.ts';

export type VariantDisplay = 'select' | 'radio';

interface OptionControlProps {
  readonly name: string;
  readonly values: readonly string[];
  readonly chosen: string | undefined;
  readonly soldOut: ReadonlySet<string>;
  readonly onChoose: (value: string) => void;
}

function useValueText() {
  const { strings } = useServices();
  return (value: string, soldOut: boolean) =>
    soldOut ? fillTemplate(strings.variantValueSoldOut, { value }) : value;
}

function SelectControl({ name, values, chosen, soldOut, onChoose }: OptionControlProps) {
  const { strings } = useServices();
  const id = useIslandId(`option-${name}`);
  const valueText = useValueText();
  return (
    <div className="sf-variant-select__option">
      <label className="sf-variant-select__label" htmlFor={id}>
        {name}
      </label>
      <select
        id={id}
        className="sf-field sf-variant-select__select"
        value={chosen ?? ''}
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        <option value="">{fillTemplate(strings.selectVariant, { variantName: name })}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {valueText(value, soldOut.has(value))}
          </option>
        ))}
      </select>
    </div>
  );
}

function RadioControl({ name, values, chosen, soldOut, onChoose }: OptionControlProps) {
  const groupName = useIslandId(`option-${name}`);
  const valueText = useValueText();
  return (
    <fieldset className="sf-variant-select__option sf-variant-select__fieldset">
      <legend className="sf-variant-select__label">{name}</legend>
      <div className="sf-variant-select__radios">
        {values.map((value) => (
          <label
            key={value}
            className="sf-choice sf-variant-select__radio"
            data-sold-out={soldOut.has(value) ? '' : undefined}
          >
            <input
              type="radio"
              className="sf-variant-select__radio-input"
              name={groupName}
              value={value}
              checked={chosen === value}
              onChange={() => onChoose(value)}
            />
            <span className="sf-variant-select__radio-text">{valueText(value, soldOut.has(value))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function VariantSelect({ options }: { options: { display: VariantDisplay } }) {
  const services = useServices();
  const { store, product, selected } = useSelection();
  useLiveStock();
  if (product.options.length === 0) return null;

  const choose = (option: string, value: string) => {
    store.getState().choose(option, value);
    const next = store.getState().selected;
    services.emit('variant-change', {
      productId: product.id,
      selected: { ...next },
      variantId: matchingVariant(product, next)?.id,
    });
  };

  const Control = options.display === 'radio' ? RadioControl : SelectControl;
  return (
    <div className="sf-variant-select" data-display={options.display}>
      {product.options.map((option) => (
        <Control
          key={option.name}
          name={option.name}
          values={option.values}
          chosen={own(selected, option.name)}
          soldOut={soldOutValues(product, selected, option.name)}
          onChoose={(value) => choose(option.name, value)}
        />
      ))}
    </div>
  );
}
