import { useEffect, useState } from 'react';
import { loadLateWordGroup } from './late-words';
import type { LateGroup } from './word-groups';

/**
 * Whether `group`'s words, which a part shows only after the page has rendered (the cookie banner),
 * are in the page's dictionary: false until they are, so the part never renders without them.
 * Loaded once `wanted`; words that could not load (the shop out of reach) leave it false, and the
 * part stays away until the next page load asks again.
 */
export function useWordGroup(group: LateGroup, wanted: boolean): boolean {
  const [loaded, setLoaded] = useState<LateGroup | null>(null);
  useEffect(() => {
    if (!wanted || loaded === group) return;
    let current = true;
    loadLateWordGroup(group).then(
      () => current && setLoaded(group),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [group, wanted, loaded]);
  return loaded === group;
}
