import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { system } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
