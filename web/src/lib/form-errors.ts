import type { z } from 'zod';
import { issueText, type OwnIssueWords } from '@/app/i18n/form-words';

/** A form's field errors: the first problem of each field, by field name. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Checks form values with a domain schema (the one the API uses, so both say the same thing).
 * Returns the parsed values, or the first message of every field that failed, in the page's
 * language (`own`: the page's words for its own problems, form-words.ts).
 */
export function checkForm<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  values: z.input<Schema>,
  own?: OwnIssueWords,
): { ok: true; data: z.output<Schema> } | { ok: false; errors: FieldErrors<string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueText(issue, own);
  }
  return { ok: false, errors };
}

/** Moves focus to the first field (in `order`) that has an error, so the shopper starts there. */
export function focusFirstError(
  order: readonly { id: string; field: string }[],
  errors: FieldErrors<string>,
): void {
  const first = order.find(({ field }) => errors[field]);
  if (first) document.getElementById(first.id)?.focus();
}
