import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

/**
 * An admin screen's title (its one h1) and, under it, what the screen is for (`intro`): the space
 * below is the same on every screen.
 */
export function AdminPageHeader({
  title,
  intro,
  introGap = '1',
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** The space between the title and the intro. */
  introGap?: '1' | '2';
}) {
  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb={intro ? introGap : '6'}>
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" mb="6">
          {intro}
        </Text>
      )}
    </>
  );
}
