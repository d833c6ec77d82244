// The emulator bootstrap must explain a missing Java 21+ or Firestore emulator in plain words.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findFirestoreEmulator,
  findJava21,
  parseJavaVersion,
  PreflightError,
} from '../../scripts/lib/preflight';

/** A stand-in `java` that reports the given version the way the JDK does (on stderr). */
function createFakeJava(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fake-java-'));
  const bin = join(dir, 'java');
  writeFileSync(bin, `#!/bin/sh\necho 'openjdk version "${version}" 2025-01-01' >&2\n`);
  chmodSync(bin, 0o755);
  return bin;
}

describe('parseJavaVersion', () => {
  it.each([
    ['openjdk version "25.0.1" 2025-10-21', 25],
    ['openjdk version "21" 2023-09-19', 21],
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['java version "1.8.0_381"', 8],
    ['not java at all', undefined],
  ])('%s -> %s', (text, major) => {
    expect(parseJavaVersion(text)).toBe(major);
  });
});

describe('findJava21', () => {
  it('picks the newest runtime of at least 21', () => {
    const java21 = createFakeJava('21.0.2');
    const java25 = createFakeJava('25.0.1');
    expect(findJava21([createFakeJava('17.0.15'), java21, java25])).toEqual({
      binDir: join(java25, '..'),
      version: 25,
    });
  });

  it('explains what to install when only older or no runtimes exist', () => {
    for (const candidates of [[], [createFakeJava('17.0.15')], ['/nonexistent/bin/java']]) {
      expect(() => findJava21(candidates)).toThrow(PreflightError);
      expect(() => findJava21(candidates)).toThrow(/No Java 21 or newer found.*\n.*JAVA_HOME/);
    }
  });
});

describe('findFirestoreEmulator', () => {
  it('explains how to get an emulator when neither firebase-tools nor the Cloud SDK has one', () => {
    const emptyCache = mkdtempSync(join(tmpdir(), 'empty-cache-'));
    const emptySdk = mkdtempSync(join(tmpdir(), 'empty-sdk-'));
    const find = () => findFirestoreEmulator('/unused', { cacheDir: emptyCache, sdkRoot: emptySdk });
    expect(find).toThrow(PreflightError);
    expect(find).toThrow(/No Firestore emulator found[\s\S]*cloud-firestore-emulator/);
  });
});
