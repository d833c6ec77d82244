// The page dictionaries' loader, made by vite-words.ts.
declare module 'virtual:page-words' {
  import type { Dictionary, Language } from '@shop/domain';
  import type { WordGroup } from '@/app/i18n/word-groups';
  /** The sections of `group` in `language` (the whole dictionary in a server render). */
  export function loadWords(language: Language, group: WordGroup): Promise<Partial<Dictionary>>;
}

// The late groups' loader (word-groups.ts, LATE_GROUPS), imported only by the parts that show them.
declare module 'virtual:page-words/late' {
  import type { Dictionary, Language } from '@shop/domain';
  import type { LateGroup } from '@/app/i18n/word-groups';
  /** The sections of `group` in `language` (the whole dictionary in a server render). */
  export function loadLateWords(language: Language, group: LateGroup): Promise<Partial<Dictionary>>;
}
