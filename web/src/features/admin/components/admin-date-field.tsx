import type { ComponentProps } from 'react';
import { ADMIN_DATE_HINT } from '@shop/domain';
import { AdminField } from './admin-field';

type AdminDateFieldProps = Omit<ComponentProps<typeof AdminField>, 'type' | 'placeholder' | 'inputMode'>;

/**
 * A date field of the admin, in the admin's one date format (docs/decisions.md rule 61): a text
 * field taking 2026-11-28, never the browser's date picker, which writes the day in the browser's
 * locale (11/28/2026) beside tables that say 2026-11-28.
 */
export function AdminDateField({ hint, ...props }: AdminDateFieldProps) {
  return (
    <AdminField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="2026-11-28"
      pattern="\d{4}-\d{2}-\d{2}"
      maxLength={10}
      hint={hint ? `${hint}. ${ADMIN_DATE_HINT}` : ADMIN_DATE_HINT}
    />
  );
}
