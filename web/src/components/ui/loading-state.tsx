import { HStack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';

/** A spinner with a visible label, announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <HStack role="status" gap="3" py="8" justify="center" color="fg.muted">
      <Spinner size="md" color="gold.700" borderWidth="3px" aria-hidden="true" />
      <Text>{label}</Text>
    </HStack>
  );
}
