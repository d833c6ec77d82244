import type { ComponentProps } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { Field } from '@/components/ui/field';

/** A native <textarea> with Chakra's textarea styles (see TextInput for why not Chakra's Textarea). */
const TextArea = chakra('textarea', textareaRecipe);

type TextAreaFieldProps = Omit<ComponentProps<typeof TextArea>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
};

/** A labelled multi-line field of the contact and return forms. */
export function TextAreaField({ id, label, error, required, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} required={required}>
      {(control) => <TextArea {...control} rows={6} {...textarea} />}
    </Field>
  );
}
