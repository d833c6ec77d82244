import type { en } from './dictionaries/en';

/**
 * What every language's dictionary holds: the English one's keys, each a string
 * (docs/decisions.md rule 79). dictionaries/nl.ts, de.ts and fr.ts are typed with it, so a missing
 * key fails the typecheck; domain/test/dictionaries.test.ts checks the same at run time, and that
 * each text fills the same `{names}` as the English.
 */
export type Dictionary = typeof en;

/** "Delivery in {europe} working days" with `{ europe: '3-5' }` -> "Delivery in 3-5 working days". */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
