import { useId } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  TRANSLATED_LANGUAGE_NAMES,
  TRANSLATED_LANGUAGES,
  type ProductTranslations,
  type TranslatedLanguage,
} from '@shop/domain';
import { AdminField } from '../../components/admin-field';
import { AdminTextarea } from '../../components/admin-textarea';

/** A translation's form field, named by its path in the API's body, so its errors land beside it. */
export type TranslationField = `translations.${TranslatedLanguage}.${'title' | 'description'}`;

const fieldOf = (language: TranslatedLanguage, text: 'title' | 'description'): TranslationField =>
  `translations.${language}.${text}`;

/** The form's starting values: the product's translations, '' where there is none. */
export function translationValues(translations: ProductTranslations = {}): Record<TranslationField, string> {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => [
      [fieldOf(language, 'title'), translations[language]?.title ?? ''],
      [fieldOf(language, 'description'), translations[language]?.description ?? ''],
    ]),
  ) as Record<TranslationField, string>;
}

/** The body's `translations` from the form's values (the schema leaves out what is empty). */
export function translationsBody(values: Record<TranslationField, string>) {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      { title: values[fieldOf(language, 'title')], description: values[fieldOf(language, 'description')] },
    ]),
  );
}

type FieldProps = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * The product's title and description in Dutch, German and French, each optional and saved with
 * the product (docs/decisions.md rule 83): a page in a language without one shows the supplier's
 * English.
 */
export function ProductTranslationsSection({ field }: { field: (name: TranslationField) => FieldProps }) {
  const headingId = useId();
  return (
    <chakra.section aria-labelledby={headingId} maxW="4xl" mt="8">
      <Heading as="h2" id={headingId} size="md" mb="1">
        Translations
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Optional. Where a language has no title or description, its pages show the English one.
      </Text>
      {TRANSLATED_LANGUAGES.map((language) => {
        const name = TRANSLATED_LANGUAGE_NAMES[language];
        return (
          <chakra.fieldset key={language} mb="5">
            <chakra.legend fontWeight="semibold" mb="2">
              {name}
            </chakra.legend>
            <SimpleGrid columns={1} gap="3">
              <AdminField label={`Title in ${name}`} lang={language} {...field(fieldOf(language, 'title'))} />
              <AdminTextarea
                label={`Description in ${name}`}
                lang={language}
                {...field(fieldOf(language, 'description'))}
              />
            </SimpleGrid>
          </chakra.fieldset>
        );
      })}
    </chakra.section>
  );
}
