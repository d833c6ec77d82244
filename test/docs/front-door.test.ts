// The repository a newcomer opens: a README short enough to be a front door, with the two commands,
// and no citation of an issue number anywhere (issues are not in the repository, so a reader could
// not follow one: code and docs cite docs/decisions.md rules or say the reason).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

describe('the front door', () => {
  it('README.md is at most 150 lines and gives the two commands', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('no tracked file cites an issue number', () => {
    let found = '';
    try {
      // "issue" and a number, as `git grep` finds them; this file's own pattern is written so it does not match.
      found = execFileSync(
        'git',
        ['grep', '-nE', '\\b[Ii]ssues? [0-9]+', '--', '.', ':!test/docs/front-door.test.ts'],
        {
          cwd: repoRoot,
          encoding: 'utf8',
        },
      );
    } catch (error) {
      // git grep exits 1 when nothing matches: that is the pass.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found).toBe('');
  });
});
