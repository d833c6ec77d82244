import { useId, useState, type FormEvent } from 'react';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { ADMIN_ROLE_NAMES, ADMIN_ROLES, addStaffBodySchema, fieldErrors } from '@shop/domain';
import { AdminField } from '../../components/admin-field';
import { AdminFormFrame, useFormSending } from '../../components/admin-form';
import { AdminSelect } from '../../components/admin-select';
import { notifyAdmin } from '../../components/notify';
import { addStaffMember } from '../api/staff';

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_NAMES[role] }));

/**
 * Invites someone to the team by e-mail, or changes a member's role. Checked with the API's own
 * schema first. An address not on the team gets a mail with a link that works once, for 7 days; the
 * role is theirs only when the address's holder accepts (docs/decisions.md rule 70).
 */
export function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('staff');
  const [emailError, setEmailError] = useState<string | undefined>();
  const { busy, serverError, clearServerError, send } = useFormSending();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearServerError();
    const checked = addStaffBodySchema.safeParse({ email, role });
    if (!checked.success) {
      setEmailError(fieldErrors(checked.error).find((issue) => issue.path === 'email')?.message);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    await send(async () => {
      const answer = await addStaffMember(checked.data);
      if (answer.outcome === 'invited') {
        const { email: invited, role: given } = answer.invitation;
        notifyAdmin(
          `${invited} is invited as ${ADMIN_ROLE_NAMES[given].toLowerCase()}: the role is theirs once they accept the mailed link`,
        );
      } else {
        const { email: member, role: given } = answer.member;
        notifyAdmin(
          answer.outcome === 'unchanged'
            ? `${member} is ${ADMIN_ROLE_NAMES[given].toLowerCase()} already: nothing changed`
            : `${member} is now ${ADMIN_ROLE_NAMES[given].toLowerCase()}, and was signed out to sign in with it`,
        );
      }
      setEmail('');
      onAdded();
    });
  }

  return (
    <AdminFormFrame
      label="Invite to the staff"
      onSubmit={submit}
      busy={busy}
      serverError={serverError}
      submitLabel="Invite or change role"
      mb="8"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AdminField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          hint="Their own address: they are mailed a link to accept, which works once, for 7 days"
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
    </AdminFormFrame>
  );
}
