import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

type FormFieldProps = Omit<ComponentProps<typeof TextInput>, 'id'> & {
  /** The input's id; the label, hint and error are tied to it. */
  id: string;
  label: string;
  /** Shown under the field while there is no error (e.g. the password rule). */
  hint?: string;
  error?: string | undefined;
};

/** A labelled text input of the storefront's forms (account, contact, returns). */
export function FormField({ id, label, hint, error, required, ...input }: FormFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => <TextInput {...control} {...input} />}
    </Field>
  );
}
