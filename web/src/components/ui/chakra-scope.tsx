import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { system } from '@/app/theme';

/**
 * Chakra's context for the parts that still render Chakra components: checkout, account, sign-in,
 * the contact and return forms, dialogs, menus and the admin. The storefront's shell, its browsing
 * pages, the cart, the wishlist and /track are plain HTML with CSS modules and load no Chakra or
 * emotion at all, so Chakra comes with its users: a
 * route module wraps its page in this (`withChakra`), a lazily loaded part uses `lazyWithChakra`
 * (lazy-chakra.tsx). Chakra's tokens and reset are a static stylesheet either way (vite.config.ts).
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
