import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { OwnIssueWords } from '@/app/i18n/form-words';
import { words } from '@/app/i18n/page-language';
import { checkForm, focusFirstError, type FieldErrors } from '@/lib/form-errors';

type FormOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

type FormSchemas = typeof import('@/lib/form-schemas');

/** Loads the named form schema (lib/form-schemas.ts: its own chunk, with zod). */
export const formSchema =
  <Name extends keyof FormSchemas>(name: Name) =>
  (): Promise<FormSchemas[Name]> =>
    import('@/lib/form-schemas').then((schemas) => schemas[name]);

/**
 * The state of a storefront form that the API stores (contact, return request, /track, the
 * account's forms): its values, the field errors of the domain schema the API uses (so the shopper
 * reads the server's own messages before sending), and the outcome. The schema (`loadSchema`, from
 * formSchema) is loaded once the shopper is in the form (`prepare`, on focus) or sends it. `send`
 * returns the confirmation to show; an Error it throws is shown as the failure. After sending, the
 * values are cleared and focus moves to the confirmation. `options.own` gives the page's words for
 * the form's own problems (form-words.ts); `options.checked` the values as the schema reads them,
 * where the shopper types something else (a confirmation word in their language).
 */
export function useCheckedForm<Field extends string, Schema extends z.ZodType<Record<string, unknown>>>(
  loadSchema: () => Promise<Schema>,
  empty: Record<Field, string>,
  send: (values: Record<Field, string>, parsed: z.output<Schema>) => Promise<string>,
  options: {
    own?: OwnIssueWords;
    checked?: (values: Record<Field, string>) => Record<Field, string>;
  } = {},
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });
  const baseId = useId();
  const fields = Object.keys(empty) as Field[];
  const idOf = (field: Field) => `${baseId}-${field}`;
  const confirmationRef = useRef<HTMLDivElement>(null);

  /** The props that tie a field to the form: id, name, value, change handler and error. */
  const field = (name: Field) => ({
    id: idOf(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  /** Starts loading the schema, so a send rarely waits for it. */
  function prepare() {
    loadSchema().catch(() => undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let schema: Schema;
    try {
      schema = await loadSchema();
    } catch {
      setOutcome({ kind: 'failed', message: words().forms.notChecked });
      return;
    }
    const checked = checkForm(schema, (options.checked?.(values) ?? values) as z.input<Schema>, options.own);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(
        fields.map((name) => ({ field: name, id: idOf(name) })),
        checked.errors,
      );
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    try {
      const message = await send(values, checked.data);
      setOutcome({ kind: 'sent', message });
      setValues(empty);
      requestAnimationFrame(() => confirmationRef.current?.focus());
    } catch (error) {
      // `send` throws its refusal in the page's words (an Error); anything else is the shell's apology.
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : words().page.tryAgain });
    }
  }

  return { field, prepare, submit, outcome, confirmationRef };
}
