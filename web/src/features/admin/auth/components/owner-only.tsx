import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { ErrorState } from '@/components/ui/error-state';
import { useVisitor } from '@/lib/firebase/auth';

/**
 * A screen for the shop's owner (docs/decisions.md rule 58): staff see its title and are told it is
 * the owner's. The API refuses staff these calls anyway; this spares them a screen of errors.
 */
export function OwnerOnly({ title, children }: { title: string; children: ReactNode }) {
  const { adminRole } = useVisitor();
  if (adminRole !== 'owner') {
    return (
      <>
        <Heading as="h1" size="2xl" fontWeight="normal" mb="6">
          {title}
        </Heading>
        <ErrorState
          title="For the shop's owner"
          message="This screen is for the shop's owner. Ask the owner if something here needs changing."
        />
      </>
    );
  }
  return children;
}

/** True for the shop's owner: the owner's actions are shown to staff disabled, with the reason. */
export function useIsShopOwner(): boolean {
  return useVisitor().adminRole === 'owner';
}

/**
 * Beside an owner's action shown disabled to staff (docs/decisions.md rule 58): why, before anyone
 * presses it, rather than a 403 after.
 */
export function OwnerOnlyReason({ action, id }: { action: string; id?: string }) {
  return (
    <Text id={id} fontSize="sm" color="fg.muted">
      {action} is for the shop&apos;s owner: ask the owner to do it.
    </Text>
  );
}
