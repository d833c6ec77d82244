import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazily loaded component that renders Chakra components: loads it and Chakra's context
 * (chakra-scope.tsx) together and renders it inside that context. Nothing here imports Chakra, so a
 * page can offer a Chakra dialog or menu without loading Chakra before it is opened.
 */
export function lazyWithChakra<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [Loaded, { ChakraScope }] = await Promise.all([load(), import('./chakra-scope')]);
    function WithChakra(props: Props) {
      return (
        <ChakraScope>
          <Loaded {...props} />
        </ChakraScope>
      );
    }
    return { default: WithChakra };
  });
}
