import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { TextInput } from '@/components/ui/text-input';

/**
 * A list screen's search box: searches on Enter or Search; Clear (shown while a search is active)
 * goes back to the whole list. `label` names it for screen readers; `placeholder` is the spec's.
 */
export function SearchBox({
  label,
  placeholder,
  active,
  onSearch,
}: {
  label: string;
  placeholder: string;
  /** The search in effect, '' for none. */
  active: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(active);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <chakra.form role="search" onSubmit={submit} maxW="xl" w="full">
      <chakra.label htmlFor={id} srOnly>
        {label}
      </chakra.label>
      <Flex gap="2">
        <TextInput
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          bg="bg"
          borderColor="gray.500"
        />
        <Button type="submit">Search</Button>
        {active !== '' && (
          <Button
            variant="outline"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            Clear
          </Button>
        )}
      </Flex>
    </chakra.form>
  );
}
