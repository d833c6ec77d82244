/**
 * "SHOULDER BAG" -> "Shoulder bag": filter options and headings read better in sentence case; values
 * stay as stored. A module of its own: the listing's heading needs it on first paint, the filters'
 * code (select-filter.tsx) loads later.
 */
export const optionLabel = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
