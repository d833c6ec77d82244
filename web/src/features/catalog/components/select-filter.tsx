import { useId, type ChangeEvent } from 'react';
import { ALL, FILTER_ALL_LABELS, offersFacetValue, withFacetCount } from '@shop/domain';
import styles from './select-filter.module.css';
import { optionLabel } from './option-label';

/**
 * A labelled native select of the listing filters, with "All …" (ALL) first. With `counts`, each
 * value says how many products it would show and values without any are left out (domain
 * listing-facets.ts); the chosen value's count is the listing's total.
 */
export function SelectFilter({
  label,
  value,
  allLabel,
  options,
  labelOf = optionLabel,
  counts,
  total,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: readonly string[];
  /** How an option reads; designers and sizes are shown as written. */
  labelOf?: (value: string) => string;
  counts?: ReadonlyMap<string, number>;
  /** The listing's total: the count of the chosen value. */
  total?: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const countOf = (option: string) => (option === value ? total : counts?.get(option));
  const offered = options.filter((option) => offersFacetValue(countOf(option), option === value));
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        className={styles.select}
      >
        <option value={ALL}>{allLabel}</option>
        {offered.map((option) => (
          <option key={option} value={option}>
            {withFacetCount(labelOf(option), countOf(option))}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Designers and sizes read as written. */
export const asWritten = (value: string) => value;

/** The Designer filter. The chosen designer stays an option while the list loads or when it does not name it. */
export function DesignerSelect({
  value,
  brands,
  counts,
  total,
  onChange,
}: {
  value: string;
  brands: readonly string[];
  counts?: ReadonlyMap<string, number>;
  total?: number;
  onChange: (brand: string) => void;
}) {
  return (
    <SelectFilter
      label="Designer"
      value={value}
      allLabel={FILTER_ALL_LABELS.brand}
      options={value !== ALL && !brands.includes(value) ? [value, ...brands] : brands}
      labelOf={asWritten}
      counts={counts}
      total={total}
      onChange={onChange}
    />
  );
}
