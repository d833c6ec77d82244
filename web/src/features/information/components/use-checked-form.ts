import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { checkForm, focusFirstError, type FieldErrors } from '@/features/auth/components/form-errors';

type FormOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The state of a storefront form that the API stores (contact, return request): its values, the
 * field errors of the domain schema the API uses (so the shopper reads the server's own messages
 * before sending), and the outcome. `send` returns the confirmation to show; an Error it throws is
 * shown as the failure. After sending, the values are cleared and focus moves to the confirmation.
 */
export function useCheckedForm<Field extends string, Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  empty: Record<Field, string>,
  send: (values: Record<Field, string>, parsed: z.output<Schema>) => Promise<string>,
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(schema, values as z.input<Schema>);
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
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? error.message : 'This could not be sent. Please try again.',
      });
    }
  }

  return { field, submit, outcome, confirmationRef };
}
