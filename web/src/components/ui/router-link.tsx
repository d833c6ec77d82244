import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react/link';
import { Link, type LinkProps } from './link';

export type RouterLinkProps = Omit<ChakraLinkProps, 'href' | 'asChild'> &
  Pick<LinkProps, 'to' | 'replace' | 'state'>;

/** A Chakra-styled link that navigates inside the SPA. */
export function RouterLink({ to, replace, state, children, ...rest }: RouterLinkProps) {
  return (
    <ChakraLink asChild {...rest}>
      <Link to={to} replace={replace} state={state}>
        {children}
      </Link>
    </ChakraLink>
  );
}
