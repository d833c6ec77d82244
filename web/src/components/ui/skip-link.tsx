import { chakra } from '@chakra-ui/react/styled-system';

/** "Skip to content": the first stop of the Tab key, visible only while focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <chakra.a
      href={`#${targetId}`}
      position="absolute"
      left="-9999px"
      top="2"
      zIndex="skipNav"
      bg="bg"
      color="fg"
      px="4"
      py="2"
      borderWidth="1px"
      borderColor="ink"
      _focus={{ left: '4' }}
    >
      Skip to content
    </chakra.a>
  );
}
