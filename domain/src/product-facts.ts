// Facts about a product the admin's custom product form records besides its catalogue values
// (catalogue.ts, which re-exports them): a module of their own that no storefront page loads.

/** Where products are made, for the custom product form's Made In select (values as on labels). */
// prettier-ignore
export const COUNTRIES_OF_MANUFACTURE = [
  'Italy', 'France', 'Spain', 'Portugal', 'Germany', 'United Kingdom', 'Switzerland', 'Belgium',
  'Netherlands', 'Austria', 'Romania', 'Bulgaria', 'Hungary', 'Poland', 'Türkiye', 'Morocco', 'Tunisia',
  'China', 'Vietnam', 'India', 'Japan', 'United States', 'Indonesia', 'Thailand', 'Cambodia',
] as const;

/** Conditions an item can be in; "New In" is what the admin form suggests for new stock. */
export const CONDITIONS = ['New In', 'New', 'New with tags', 'Excellent', 'Very good', 'Good'] as const;
