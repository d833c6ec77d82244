// What the dictionary tests check of every language's words against the English (docs/decisions.md
// rule 79): the page dictionaries' (dictionaries.test.ts) and the mails' (mail-words.test.ts).

type Tree = { [key: string]: string | Tree };

/** Every text by its dotted key ("listing.sortBy"). */
function texts(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (value !== null && typeof value === 'object')
      for (const entry of texts(value, path)) found.set(...entry);
    else found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * How `words` falls short of `english`: keys English does not have, and each English key whose
 * text is missing, empty or fills other `{names}`.
 */
export function translationProblems(
  english: object,
  words: object,
): { extraKeys: string[]; problems: string[] } {
  const reference = texts(english as Tree);
  const own = texts(words as Tree);
  const problems: string[] = [];
  for (const [key, englishText] of reference) {
    const text = own.get(key);
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: missing or empty`);
    else if (placeholders(text).join() !== placeholders(String(englishText)).join())
      problems.push(
        `${key}: fills {${placeholders(text).join(', ')}}, English {${placeholders(String(englishText)).join(', ')}}`,
      );
  }
  return { extraKeys: [...own.keys()].filter((key) => !reference.has(key)), problems };
}
