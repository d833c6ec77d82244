import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

type AdminFieldProps = Omit<ComponentProps<typeof TextInput>, 'id' | 'list'> & {
  /** The input's id; the label, hint and error are tied to it. */
  id: string;
  label: string;
  /** Shown under the field: what to type. */
  hint?: string;
  error?: string | undefined;
  /** Values the browser offers as the admin types (a <datalist>); any other value may be typed too. */
  suggestions?: readonly string[];
};

/** A labelled input of an admin form. */
export function AdminField({ id, label, hint, error, required, suggestions, ...input }: AdminFieldProps) {
  const listId = suggestions ? `${id}-suggestions` : undefined;
  return (
    <>
      <Field id={id} label={label} hint={hint} error={error} required={required} variant="admin">
        {(control) => (
          <TextInput
            {...control}
            bg="bg"
            list={listId}
            autoComplete={suggestions ? 'off' : undefined}
            {...input}
          />
        )}
      </Field>
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
    </>
  );
}
