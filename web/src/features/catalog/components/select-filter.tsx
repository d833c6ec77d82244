import { startTransition, useId, useOptimistic } from 'react';
import { withFacetCount, type FacetOption } from '@shop/domain';
import styles from './select-filter.module.css';
import { optionLabel } from './option-label';

/**
 * One facet of the listing filters as a group of checkboxes (docs/decisions.md rule 73): several
 * values can be chosen at once. Each value says how many products it would show with the other
 * filters as they are; a value that would show none is disabled, never hidden, so the list does not
 * jump while the shopper chooses.
 */
export function FacetFilter({
  legend,
  options,
  labelOf = optionLabel,
  long = false,
  onToggle,
}: {
  legend: string;
  options: readonly FacetOption[];
  /** How an option reads; designers and sizes are shown as written. */
  labelOf?: (value: string) => string;
  /** A long list (the designers): it scrolls in a box of its own. */
  long?: boolean;
  onToggle: (value: string) => void;
}) {
  const id = useId();
  // A toggle changes the listing's address, which the router renders as a transition: until it
  // commits, React would put the checkbox back as it was, and a tap would seem ignored for a moment
  // (on a busy phone, long enough to tap again). The option shows its new state at once instead.
  const [shown, showToggled] = useOptimistic(options, (current, value: string) =>
    current.map((option) => (option.value === value ? { ...option, chosen: !option.chosen } : option)),
  );
  const toggle = (value: string) =>
    startTransition(() => {
      showToggled(value);
      onToggle(value);
    });
  const chosen = shown.filter((option) => option.chosen).length;
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.label}>
        {legend}
        {chosen > 0 && <span className={styles.chosen}> ({chosen} chosen)</span>}
      </legend>
      {/* A long list scrolls in its box: focusable, so a keyboard can scroll it even when every
          option is disabled (axe: scrollable-region-focusable). */}
      <ul
        className={long ? `${styles.options} ${styles.long}` : styles.options}
        tabIndex={long ? 0 : undefined}
      >
        {shown.map((option, index) => (
          <li key={option.value}>
            <input
              id={`${id}-${index}`}
              type="checkbox"
              className={styles.checkbox}
              checked={option.chosen}
              disabled={option.disabled}
              onChange={() => toggle(option.value)}
            />
            <label htmlFor={`${id}-${index}`} className={option.disabled ? styles.disabled : styles.option}>
              {withFacetCount(labelOf(option.value), option.count)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Designers and sizes read as written. */
export const asWritten = (value: string) => value;
