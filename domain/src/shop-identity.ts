// The shop's identity as a per-project setting. Imports only types, so the web build's configuration
// (web/vite.config.ts) can load it on its own.
import type { CountryCode } from './countries';

/**
 * The shop's identity: who sells, where, under which registrations, and where its mail comes from. A
 * per-project setting (docs/decisions.md rule 45), not code: the legal pages, the footer and the mails
 * must name the real company, and a mail provider must be able to verify the sender. The web build
 * reads it from `VITE_SHOP_*` (web/.env.production), the functions from `SHOP_*` (functions/.env.<project>);
 * a demo- project (the emulators) falls back to DEMO_SHOP_IDENTITY.
 */
export interface ShopIdentity {
  legalName: string;
  address: { street: string; postcode: string; city: string; country: CountryCode; countryName: string };
  /** Chamber of Commerce (KvK) registration number, 8 digits. */
  kvkNumber: string;
  /** Dutch VAT identification number (btw-id), NL + 9 digits + B + 2 digits. */
  vatNumber: string;
  /** The service address: shown to shoppers, and where the shop's staff receive contact and return mails. */
  email: string;
  phone: string;
}

/** Each identity setting's name, without the web build's `VITE_` prefix. */
export const SHOP_IDENTITY_SETTINGS = {
  legalName: 'SHOP_LEGAL_NAME',
  street: 'SHOP_STREET',
  postcode: 'SHOP_POSTCODE',
  city: 'SHOP_CITY',
  kvkNumber: 'SHOP_KVK_NUMBER',
  vatNumber: 'SHOP_VAT_NUMBER',
  email: 'SHOP_EMAIL',
  phone: 'SHOP_PHONE',
} as const;

type IdentityField = keyof typeof SHOP_IDENTITY_SETTINGS;

/** The demo shop's identity: placeholders, used only by a demo- project (the emulators and tests). */
export const DEMO_SHOP_IDENTITY: ShopIdentity = {
  legalName: 'Maison Borsa B.V.',
  address: {
    street: 'Herengracht 100',
    postcode: '1015 BS',
    city: 'Amsterdam',
    country: 'NL',
    countryName: 'Netherlands',
  },
  kvkNumber: '00000000',
  vatNumber: 'NL000000000B01',
  email: 'service@maisonborsa.example',
  phone: '+31 20 000 0000',
};

/** Whether a mail address (or a "Name <address>" sender) is at an `.example` domain, which no one receives. */
export const isExampleMailAddress = (value: string): boolean => /\.example(>|\s|$)/i.test(value.trim());

/**
 * What is wrong with an identity's settings for a real shop, one plain line each naming the setting
 * (with `prefix`, `VITE_` for the web build) and `where` it goes: missing, the demo's placeholders, or
 * not of the form the registers give. None means the identity may be shown to shoppers.
 */
export function shopIdentityProblems(
  settings: Readonly<Record<string, string | undefined>>,
  prefix: string,
  where: string,
): string[] {
  const problems: string[] = [];
  const demo = demoSettingValues();
  for (const [field, name] of Object.entries(SHOP_IDENTITY_SETTINGS) as [IdentityField, string][]) {
    const setting = `${prefix}${name}`;
    const value = settings[setting]?.trim() ?? '';
    if (!value) {
      problems.push(
        `${setting} is not set in ${where}: the shop's ${IDENTITY_LABELS[field]} appears on its legal pages and mails.`,
      );
    } else if (
      field === 'email' ? isExampleMailAddress(value) : value === demo[field] && PLACEHOLDER_FIELDS.has(field)
    ) {
      problems.push(
        `${setting} is ${value} in ${where}, the demo's placeholder: set the shop's real ${IDENTITY_LABELS[field]}.`,
      );
    } else if (!IDENTITY_FORMATS[field].test(value)) {
      problems.push(`${setting} is ${value} in ${where}: ${IDENTITY_FORMAT_HINTS[field]}.`);
    }
  }
  return problems;
}

/**
 * The identity a project shows: its settings (`prefix` `VITE_` for the web build), or on a demo-
 * project the demo's for any not set. A real project with a setting missing is a configuration error,
 * said plainly (npm run deploy:check names it before a deploy).
 */
export function shopIdentityFromSettings(
  settings: Readonly<Record<string, string | undefined>>,
  prefix: string,
  projectId: string | undefined,
): ShopIdentity {
  const demo = demoSettingValues();
  const isDemo = Boolean(projectId?.startsWith('demo-'));
  const values = {} as Record<IdentityField, string>;
  const missing: string[] = [];
  for (const [field, name] of Object.entries(SHOP_IDENTITY_SETTINGS) as [IdentityField, string][]) {
    const value = settings[`${prefix}${name}`]?.trim() || (isDemo ? demo[field] : '');
    if (!value) missing.push(`${prefix}${name}`);
    values[field] = value;
  }
  if (missing.length > 0) {
    throw new Error(
      `The shop's identity is not configured for project ${projectId ?? '(none)'}: set ${missing.join(', ')}.`,
    );
  }
  return {
    legalName: values.legalName,
    address: {
      street: values.street,
      postcode: values.postcode,
      city: values.city,
      country: 'NL',
      countryName: 'Netherlands',
    },
    kvkNumber: values.kvkNumber,
    vatNumber: values.vatNumber,
    email: values.email,
    phone: values.phone,
  };
}

const IDENTITY_LABELS: Record<IdentityField, string> = {
  legalName: 'legal name',
  street: 'street address',
  postcode: 'postcode',
  city: 'city',
  kvkNumber: 'Chamber of Commerce (KvK) number',
  vatNumber: 'VAT number',
  email: 'service e-mail address',
  phone: 'phone number',
};

/** The demo values no real company has: refused by name (its legal name and address could be real). */
const PLACEHOLDER_FIELDS = new Set<IdentityField>(['kvkNumber', 'vatNumber', 'phone']);

const IDENTITY_FORMATS: Record<IdentityField, RegExp> = {
  legalName: /\S/,
  street: /\S/,
  postcode: /^\d{4} ?[A-Z]{2}$/,
  city: /\S/,
  kvkNumber: /^\d{8}$/,
  vatNumber: /^NL\d{9}B\d{2}$/,
  email: /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/,
  phone: /^\+?[\d ()-]{8,}$/,
};

const IDENTITY_FORMAT_HINTS: Record<IdentityField, string> = {
  legalName: 'it must name the company',
  street: 'it must be a street address',
  postcode: 'a Dutch postcode is 4 digits and 2 capital letters (1015 BS)',
  city: 'it must name a city',
  kvkNumber: 'a KvK number is 8 digits',
  vatNumber: 'a Dutch VAT number is NL, 9 digits, B and 2 digits (NL123456789B01)',
  email: 'it must be an e-mail address',
  phone: 'it must be a phone number (+31 20 123 4567)',
};

function demoSettingValues(): Record<IdentityField, string> {
  const { address, ...rest } = DEMO_SHOP_IDENTITY;
  return { ...rest, street: address.street, postcode: address.postcode, city: address.city };
}
