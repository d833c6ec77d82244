// The page dictionaries as the browser loads them (docs/decisions.md rule 79): `virtual:page-words`
// exports loadWords(language, group), and each language's group (the shell's words, those of the
// pages around an order: src/app/i18n/word-groups.ts) is a chunk of its own made from domain/src/dictionaries. A page then
// downloads its language's shell words and its own, never another page's or another language's. The
// server render (src/server.tsx) has no chunks to spare: there loadWords gives the whole dictionary.
// The late groups (LATE_GROUPS: the cookie banner's and the newsletter answers' words) have a loader
// of their own, `virtual:page-words/late` (loadLateWords), which only the parts showing them import.
import type { Plugin } from 'vite';
import { LANGUAGES } from '../domain/src/languages.ts';
import { de } from '../domain/src/dictionaries/de.ts';
import { en } from '../domain/src/dictionaries/en.ts';
import { fr } from '../domain/src/dictionaries/fr.ts';
import { nl } from '../domain/src/dictionaries/nl.ts';
import {
  LATE_GROUPS,
  SHELL_WORDS,
  WORD_GROUPS,
  sectionsOf,
  type WordGroup,
} from './src/app/i18n/word-groups.ts';

const DICTIONARIES: Record<string, Record<string, unknown>> = { en, nl, de, fr };
const LOADER = 'virtual:page-words';
const LATE_LOADER = 'virtual:page-words/late';
/** A group's module: `virtual:page-words/words-fr-orders` (the last segment names its chunk). */
const GROUP = /^virtual:page-words\/words-([a-z]{2})-([a-z-]+)$/;
const GROUPS: WordGroup[] = [SHELL_WORDS, ...(Object.keys(WORD_GROUPS) as WordGroup[])];
const late = new Set<WordGroup>(LATE_GROUPS);

/** `loadWords` (or, `late`, `loadLateWords`) of the groups it loads. */
function loaderModule(ssr: boolean, loads: 'loadWords' | 'loadLateWords'): string {
  if (ssr) {
    return [
      `import { loadDictionary } from '@shop/domain';`,
      `export const ${loads} = (language) => loadDictionary(language);`,
    ].join('\n');
  }
  const groups = GROUPS.filter((group) => late.has(group) === (loads === 'loadLateWords'));
  // One `.then` for every chunk rather than one per case, and each case named as its chunk is (gzip
  // finds the name twice): the loader is in every page's first load.
  const cases = LANGUAGES.flatMap((language) =>
    groups.map(
      (group) => `    case '${language}-${group}': return import('${LOADER}/words-${language}-${group}');`,
    ),
  );
  return [
    `export const ${loads} = (language, group) => chunk(language + '-' + group).then((m) => m.default);`,
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
    resolveId: (source) =>
      source === LOADER || source === LATE_LOADER || GROUP.test(source) ? `\0${source}` : undefined,
    load(id, options) {
      if (id === `\0${LOADER}`) return loaderModule(options?.ssr === true, 'loadWords');
      if (id === `\0${LATE_LOADER}`) return loaderModule(options?.ssr === true, 'loadLateWords');
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
