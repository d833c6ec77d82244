import { describe, expect, it } from 'vitest';
import { homeCategoryPictures, parentOfTitle } from '../src/index';

const entry = (productId: string, title: string, discountPercent: number | null = null) => ({
  productId,
  title,
  displayImage: `/demo/${productId}.jpg`,
  discountPercent,
});

describe('the home page’s category pictures', () => {
  it('tells bags from accessories by the type a title ends with, the longest first', () => {
    expect(parentOfTitle('Gucci Marmont black leather shoulder bag')).toBe('bags');
    expect(parentOfTitle('Prada Saffiano red leather wallet')).toBe('accessories');
    expect(parentOfTitle('Dior navy beauty case')).toBe('bags');
    expect(parentOfTitle('Fendi glasses case')).toBe('accessories');
    expect(parentOfTitle('Loewe Puzzle')).toBeNull();
  });

  it('gives each category a different fitting product, and none a wrong one', () => {
    const pictures = homeCategoryPictures([
      entry('p1', 'Gucci black leather tote'),
      entry('p2', 'Prada blue leather tote', 30),
      entry('p3', 'Celine beige leather handbag'),
      entry('p4', 'Loewe green leather clutch'),
    ]);
    expect(pictures.bags?.productId).toBe('p1');
    // No accessory in the lists: no picture rather than a bag's.
    expect(pictures.accessories).toBeUndefined();
    expect(pictures.sale?.productId).toBe('p2');
    expect(pictures['new-in']?.productId).toBe('p3');
    expect(pictures.designers?.productId).toBe('p4');
  });
});
