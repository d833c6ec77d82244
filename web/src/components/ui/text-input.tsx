import { chakra } from '@chakra-ui/react/styled-system';
import { inputRecipe } from '@chakra-ui/react/theme';

/**
 * A native <input> with Chakra's input styles. Chakra's own Input wires itself to Ark UI's Field
 * context, which the header and footer do not need on every page; forms that use Field can use it.
 * Give it an id and a <label htmlFor>.
 */
export const TextInput = chakra('input', inputRecipe);
