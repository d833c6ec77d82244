import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import type { ApiFieldError } from '@shop/domain';
import { messageOf } from '../api/error-message';

/**
 * The fields of an admin form: their values, their errors by field name and the props that tie an
 * AdminField, AdminSelect or AdminTextarea to them (`field(name)`). `linked` gives the fields a
 * change also sets (a new type starts its category again). Checked with the API's own schema by the
 * form, which shows the problems with `showProblems`.
 */
export function useAdminFields<Field extends string>(
  initial: Record<Field, string> | (() => Record<Field, string>),
  linked?: (name: Field, value: string) => Partial<Record<Field, string>>,
) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const idOf = (name: string) => `${id}-${name}`;

  const field = (name: Field) => ({
    id: idOf(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value, ...linked?.(name, value) }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** Shows each field's problem (the schema's last for a field) and takes the admin to the first. */
  function showProblems(problems: readonly ApiFieldError[], first: Field) {
    setErrors(Object.fromEntries(problems.map((problem) => [problem.path, problem.message])));
    document.getElementById(idOf(problems[0]?.path ?? first))?.focus();
  }

  return { id, idOf, values, setValues, errors, setErrors, field, showProblems };
}

/**
 * Sending an admin form: `busy` while the API works, the API's refusal as `serverError` (shown
 * in the form, which stays as typed) until the next try.
 */
export function useFormSending() {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function send(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, serverError, clearServerError: () => setServerError(null), send };
}

/**
 * The frame of an admin form in a card (a coupon, a staff invitation, the settings): its fields, the
 * API's refusal under them, and the submit button, busy while sending.
 */
export function AdminFormFrame({
  label,
  onSubmit,
  busy,
  serverError,
  submitLabel,
  children,
  ...box
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  serverError: string | null;
  submitLabel: string;
  children: ReactNode;
} & Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'children'>) {
  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="5"
      aria-label={label}
      {...box}
    >
      {children}
      {serverError && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="4">
          {serverError}
        </Text>
      )}
      <Button type="submit" mt="5" loading={busy} loadingText="Saving…">
        {submitLabel}
      </Button>
    </chakra.form>
  );
}
