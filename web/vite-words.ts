// The page dictionaries as the browser loads them (docs/decisions.md rule 79): `virtual:page-words`
// exports loadWords(language, group), and each language's group (the shell's words, those of the
// pages around an order: src/app/i18n/word-groups.ts) is a chunk of its own made from domain/src/dictionaries. A page then
// downloads its language's shell words and its own, never another page's or another language's. The
// server render (src/server.tsx) has no chunks to spare: there loadWords gives the whole dictionary.
import type { Plugin } from 'vite';
import { LANGUAGES } from '../domain/src/languages.ts';
import { de } from '../domain/src/dictionaries/de.ts';
import { en } from '../domain/src/dictionaries/en.ts';
import { fr } from '../domain/src/dictionaries/fr.ts';
import { nl } from '../domain/src/dictionaries/nl.ts';
import { SHELL_WORDS, WORD_GROUPS, sectionsOf, type WordGroup } from './src/app/i18n/word-groups.ts';

const DICTIONARIES: Record<string, Record<string, unknown>> = { en, nl, de, fr };
const LOADER = 'virtual:page-words';
/** A group's module: `virtual:page-words/words-fr-orders` (the last segment names its chunk). */
const GROUP = /^virtual:page-words\/words-([a-z]{2})-([a-z-]+)$/;
const GROUPS: WordGroup[] = [SHELL_WORDS, ...(Object.keys(WORD_GROUPS) as WordGroup[])];

function loaderModule(ssr: boolean): string {
  if (ssr) {
    return [
      `import { loadDictionary } from '@shop/domain';`,
      `export const loadWords = (language) => loadDictionary(language);`,
    ].join('\n');
  }
  // One `.then` for every chunk rather than one per case: the loader is in every page's first load.
  const cases = LANGUAGES.flatMap((language) =>
    GROUPS.map(
      (group) => `    case '${language}/${group}': return import('${LOADER}/words-${language}-${group}');`,
    ),
  );
  return [
    `export const loadWords = (language, group) => chunk(language + '/' + group).then((m) => m.default);`,
    `function chunk(words) {`,
    `  switch (words) {`,
    ...cases,
    `    default: return Promise.reject(new Error('No words ' + words));`,
    `  }`,
    `}`,
  ].join('\n');
}

export function pageWords(): Plugin {
  return {
    name: 'page-words',
    resolveId: (source) => (source === LOADER || GROUP.test(source) ? `\0${source}` : undefined),
    load(id, options) {
      if (id === `\0${LOADER}`) return loaderModule(options?.ssr === true);
      const match = GROUP.exec(id.slice(1));
      if (!match) return undefined;
      const [, language = '', group = ''] = match;
      const dictionary = DICTIONARIES[language];
      if (!dictionary || !GROUPS.includes(group as WordGroup))
        throw new Error(`No words ${group} in ${language}`);
      const picked = Object.fromEntries(
        sectionsOf(group as WordGroup, Object.keys(dictionary)).map((section) => [
          section,
          dictionary[section],
        ]),
      );
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
