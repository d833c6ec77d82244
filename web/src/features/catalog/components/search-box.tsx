import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { paths } from '@/config/paths';
import { SearchIcon } from '@/components/ui/icons';
import { iconButtonStyles } from '@/components/ui/icon-button-styles';

/**
 * The search form: designer, product or category words, results as a listing on /search. `initial`
 * fills it in (the results page shows what was searched for).
 */
export function SearchForm({ initial = '', autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(paths.search.href(String(new FormData(event.currentTarget).get('q') ?? '').trim()));
  }

  return (
    <chakra.form role="search" onSubmit={submit} display="flex" alignItems="center" w="full">
      <chakra.label htmlFor={inputId} srOnly>
        Search products
      </chakra.label>
      <chakra.input
        id={inputId}
        type="search"
        name="q"
        defaultValue={initial}
        placeholder="Search designers, bags…"
        autoComplete="off"
        autoFocus={autoFocus}
        flex="1"
        minW="0"
        h="10"
        px="3"
        fontSize="sm"
        bg="white"
        borderWidth="1px"
        borderColor="gray.500"
        borderEndWidth="0"
        roundedStart="sm"
        css={{ '&::placeholder': { color: 'var(--chakra-colors-gray-600)' } }}
      />
      <chakra.button
        type="submit"
        aria-label="Search"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        w="11"
        h="10"
        bg="ink"
        color="white"
        roundedEnd="sm"
        cursor="pointer"
        _hover={{ bg: 'gold.700' }}
      >
        <SearchIcon size={18} />
      </chakra.button>
    </chakra.form>
  );
}

/**
 * The header's search (beyond the spec): the form on wide screens, a link to the search page on
 * narrow ones where the header has no room for it.
 */
export function HeaderSearch() {
  return (
    <>
      <Box display={{ base: 'none', xl: 'block' }} w="56">
        <SearchForm />
      </Box>
      {/* A little narrower on phones, where the header is full. */}
      <chakra.a
        asChild
        {...iconButtonStyles}
        minW={{ base: '9', sm: '11' }}
        display={{ base: 'inline-flex', xl: 'none' }}
      >
        <Link to={paths.search.href()} aria-label="Search products">
          <SearchIcon />
        </Link>
      </chakra.a>
    </>
  );
}
