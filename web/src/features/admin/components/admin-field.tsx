import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

type AdminFieldProps = Omit<ComponentProps<typeof TextInput>, 'id'> & {
  /** The input's id; the label, hint and error are tied to it. */
  id: string;
  label: string;
  /** Shown under the field: what to type. */
  hint?: string;
  error?: string | undefined;
};

/** A labelled input of an admin form. */
export function AdminField({ id, label, hint, error, required, ...input }: AdminFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} variant="admin">
      {(control) => <TextInput {...control} bg="bg" {...input} />}
    </Field>
  );
}
