import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { checkForm, focusFirstError, type FieldErrors } from '@/lib/form-errors';

/** firstName -> first-name, for the fields' element ids. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * What the register and sign-in forms share: the fields' values and ids; every field checked against
 * the form's schema before anything is sent, then, after a first attempt, again as the shopper types,
 * so a fixed field stops saying it is wrong; the busy state, which the page is told of; and the
 * refusal, shown beside the button it answers until the shopper types again (docs/decisions.md rule 53).
 * `beforeSending` checks a valid form once more (the password's strength) and gives a field's message
 * or null; `send` sends it, and an Error it throws is the refusal.
 */
export function useAccountForm<Field extends string, Schema extends z.ZodType<Record<string, unknown>>>({
  fields,
  schema,
  onBusyChange,
  beforeSending,
  send,
}: {
  fields: readonly Field[];
  schema: Schema;
  onBusyChange: (busy: boolean) => void;
  beforeSending?: (data: z.output<Schema>) => Promise<FieldErrors<Field> | null>;
  send: (data: z.output<Schema>) => Promise<void>;
}) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const baseId = useId();
  const ids = Object.fromEntries(fields.map((field) => [field, `${baseId}-${kebab(field)}`])) as Record<
    Field,
    string
  >;

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setFailure(null);
    if (submitted) {
      const check = checkForm(schema, next as z.input<Schema>);
      setErrors(check.ok ? {} : check.errors);
    }
  }

  function setBusyState(next: boolean) {
    setBusy(next);
    onBusyChange(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const check = checkForm(schema, values as z.input<Schema>);
    const found = check.ok ? ((await beforeSending?.(check.data)) ?? null) : check.errors;
    if (!check.ok || found) {
      setErrors(found ?? {});
      focusFirstError(
        fields.map((field) => ({ field, id: ids[field] })),
        found ?? {},
      );
      return;
    }
    setErrors({});
    setBusyState(true);
    try {
      await send(check.data);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusyState(false);
    }
  }

  /** The props that tie a field to the form: id, name, required, value, error and change handler. */
  const field = (name: Field) => ({
    id: ids[name],
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return { values, baseId, busy, failure, field, submit };
}
