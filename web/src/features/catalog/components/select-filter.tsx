import { useId, type ChangeEvent } from 'react';
import { ALL, FILTER_ALL_LABELS } from '@shop/domain';
import styles from './listing.module.css';

/** "SHOULDER BAG" -> "Shoulder bag": options read better in sentence case; values stay as stored. */
export const optionLabel = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

/** A labelled native select of the listing filters, with "All …" (ALL) first. */
export function SelectFilter({
  label,
  value,
  allLabel,
  options,
  labelOf = optionLabel,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: readonly string[];
  /** How an option reads; designers and sizes are shown as written. */
  labelOf?: (value: string) => string;
  onChange: (value: string) => void;
}) {
  const id = useId();
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
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
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
  onChange,
}: {
  value: string;
  brands: readonly string[];
  onChange: (brand: string) => void;
}) {
  return (
    <SelectFilter
      label="Designer"
      value={value}
      allLabel={FILTER_ALL_LABELS.brand}
      options={value !== ALL && !brands.includes(value) ? [value, ...brands] : brands}
      labelOf={asWritten}
      onChange={onChange}
    />
  );
}
