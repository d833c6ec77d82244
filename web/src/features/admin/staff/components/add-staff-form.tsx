import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ADMIN_ROLE_NAMES, ADMIN_ROLES, addStaffBodySchema, fieldErrors } from '@shop/domain';
import { messageOf } from '../../api/error-message';
import { AdminField } from '../../components/admin-field';
import { AdminSelect } from '../../components/admin-select';
import { notifyAdmin } from '../../components/notify';
import { addStaffMember } from '../api/staff';

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_NAMES[role] }));

/**
 * Adds someone to the team by e-mail, or changes a member's role. Checked with the API's own schema
 * first; an address without an account gets one, and a mail with a link to choose its password.
 */
export function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('staff');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const checked = addStaffBodySchema.safeParse({ email, role });
    if (!checked.success) {
      setEmailError(fieldErrors(checked.error).find((issue) => issue.path === 'email')?.message);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { member, invited } = await addStaffMember(checked.data);
      notifyAdmin(
        invited
          ? `${member.email} is now ${ADMIN_ROLE_NAMES[member.role].toLowerCase()}: an account was made and mailed a link to choose a password`
          : `${member.email} is now ${ADMIN_ROLE_NAMES[member.role].toLowerCase()}`,
      );
      setEmail('');
      onAdded();
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="5"
      mb="8"
      aria-label="Add to the staff"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AdminField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          hint="Their own address: an account is made for it if it has none"
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
        />
        <AdminSelect
          id={`${id}-role`}
          label="Role"
          required
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value)}
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" mt="3">
        Staff run the catalogue, orders, shipping and returns. They cannot delete, export customers&apos;
        data, see the books or the audit log, change the team or these settings, or refund more than the limit
        below.
      </Text>
      {serverError && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="4">
          {serverError}
        </Text>
      )}
      <Button type="submit" mt="5" loading={busy} loadingText="Saving…">
        Add to the staff
      </Button>
    </chakra.form>
  );
}
