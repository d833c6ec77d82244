import { loadLateWords } from 'virtual:page-words/late';
import { pageLanguage, words } from './page-language';
import type { LateGroup } from './word-groups';

/**
 * Loads a late group of words (word-groups.ts, LATE_GROUPS) into the page's dictionary: the words of
 * a part shown only after the page (the cookie banner, the newsletter's answers). Its loader comes
 * with this module, not with the page's first load.
 */
export async function loadLateWordGroup(group: LateGroup): Promise<void> {
  const language = pageLanguage();
  const loaded = await loadLateWords(language, group);
  // words() is the page's dictionary object itself; a switch of language is a new page load.
  Object.assign(words(), loaded);
}
