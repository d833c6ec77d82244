import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadPasswordScorer,
  PASSWORD_MIN_SCORE,
  PASSWORD_RULE,
  passwordOwnWords,
  weakPasswordMessage,
  type PasswordScorer,
} from '../src/index';

let score: PasswordScorer;
beforeAll(async () => {
  score = await loadPasswordScorer();
}, 30_000);

const anna = { email: 'anna.de.vries@example.nl', names: ['Anna', 'de Vries'] };

describe("the shop's and the account's own words", () => {
  it("are the shop's name in its spellings and the address, its name part and its pieces, and the names", () => {
    expect(passwordOwnWords(anna).sort()).toEqual(
      [
        'maison borsa',
        'maisonborsa',
        'maison',
        'borsa',
        'anna.de.vries@example.nl',
        'anna.de.vries',
        'annadevries',
        'anna',
        'vries',
        'de vries',
        'devries',
      ].sort(),
    );
    expect(passwordOwnWords({}).sort()).toEqual(['borsa', 'maison', 'maison borsa', 'maisonborsa']);
  });
});

describe('weakPasswordMessage', () => {
  it.each([
    ['aaaaaaaa', /Repeated characters/],
    ['maisonborsa1', /the shop's name or your own name or e-mail address/],
    ['MaisonBorsa2026!', /the shop's name/],
    ['maison-borsa-1', /the shop's name/],
    ['Maison_Borsa.2026', /the shop's name/],
    ['another-password', /./],
    ['annadevries1', /the shop's name or your own name or e-mail address/],
    ['password123', /commonly used password|frequently used/],
    ['12345678', /heavily used|frequently used|commonly used/],
    ['qwertyuiop', /keyboard|frequently used|commonly used/],
    ['wachtwoord', /./],
  ])('refuses %s, saying why and how to make it stronger', (password, why) => {
    const message = weakPasswordMessage(password, anna, score);
    expect(message).toMatch(why);
    expect(message).toMatch(/Three or four unrelated words make a strong password/);
  });

  it('refuses a name part of the address that zxcvbn does not know as a word', () => {
    const owner = { email: 'zwerkelaar77@example.nl' };
    expect(score('zwerkelaar77!', []).score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    expect(weakPasswordMessage('zwerkelaar77!', owner, score)).toMatch(/your own name or e-mail address/);
  });

  it.each([
    'Velvet-Tote-1961',
    'Leather-Clutch-77',
    'correct horse battery staple',
    'correct-horse-battery-staple',
    'x7#Kp2!qLm',
  ])('lets %s through', (password) => {
    expect(weakPasswordMessage(password, anna, score)).toBeNull();
  });

  it('follows the scorer it is given: the floor is PASSWORD_MIN_SCORE', () => {
    const fixed =
      (value: number): PasswordScorer =>
      () => ({ score: value, warning: null, suggestions: [] });
    expect(weakPasswordMessage('anything', {}, fixed(PASSWORD_MIN_SCORE))).toBeNull();
    expect(weakPasswordMessage('anything', {}, fixed(PASSWORD_MIN_SCORE - 1))).toBe(
      'This password is easy to guess. Make it longer, for example with another word. Three or four unrelated words make a strong password that is easy to remember.',
    );
  });

  it('hands the scorer the own words, so its verdict can name them', () => {
    const seen: string[][] = [];
    weakPasswordMessage('x', { email: 'kim@example.nl' }, (_password, words) => {
      seen.push([...words]);
      return { score: 4, warning: null, suggestions: [] };
    });
    expect(seen[0]).toEqual(expect.arrayContaining(['maisonborsa', 'kim', 'kim@example.nl']));
  });
});

describe('loadPasswordScorer', () => {
  it('loads the dictionaries once', async () => {
    expect(await loadPasswordScorer()).toBe(score);
  });
});

describe('PASSWORD_RULE', () => {
  it('says the length and how to make a password hard to guess', () => {
    expect(PASSWORD_RULE).toBe(
      "At least 8 characters and hard to guess: three or four unrelated words work well. Leave out the shop's name and your own.",
    );
  });
});
