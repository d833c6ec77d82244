import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';

/** Previous / next paging with where the admin is ("Page 2 of 5", or "Page 2" when the total is unknown). */
export function Pager({
  page,
  pageCount,
  hasNext,
  label,
  onPage,
}: {
  /** 0-based. */
  page: number;
  pageCount: number | null;
  hasNext: boolean;
  /** What is paged, for screen readers ("Store products"). */
  label: string;
  onPage: (page: number) => void;
}) {
  return (
    <Flex as="nav" aria-label={`${label} pages`} align="center" justify="center" gap="4" mt="6">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" aria-live="polite">
        Page {page + 1}
        {pageCount !== null && ` of ${Math.max(1, pageCount)}`}
      </Text>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Flex>
  );
}
