import type { ComponentType } from 'react';
import { ChakraScope } from './chakra-scope';

/** A route's page that still renders Chakra components, inside Chakra's context (chakra-scope.tsx). */
export function withChakra(Page: ComponentType): ComponentType {
  return function PageWithChakra() {
    return (
      <ChakraScope>
        <Page />
      </ChakraScope>
    );
  };
}
