import { words } from '@/app/i18n/page-language';

/**
 * "SHOULDER BAG" -> "Shoulder bag" ("Schoudertas" on a Dutch page): a category or colour as the
 * page's language names it (docs/decisions.md rule 79), any other value in sentence case; values
 * stay as stored. A module of its own: the listing's heading needs it on first paint, the filters'
 * code (select-filter.tsx) loads later.
 */
export function optionLabel(value: string): string {
  const { categories, colours } = words();
  const named: Readonly<Record<string, string>> = Object.hasOwn(categories, value) ? categories : colours;
  return Object.hasOwn(named, value) ? named[value]! : value.charAt(0) + value.slice(1).toLowerCase();
}
