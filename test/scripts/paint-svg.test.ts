// The demo pictures' painter. test/e2e/demo-images.test.ts compares whole pictures with Chromium's
// drawing of the same SVG; these pin the parts one pixel at a time.
import { describe, expect, it } from 'vitest';
import { paintSvg, type Pixels } from '../../scripts/demo-data/paint-svg';

const svg = (inner: string, size = 10) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
  `<rect width="${size}" height="${size}" fill="#ffffff"/>${inner}</svg>`;

const at = ({ width, rgb }: Pixels, x: number, y: number) => [
  ...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3),
];

describe('paintSvg', () => {
  it('fills a shape exactly on whole pixels and by coverage on a pixel it half covers', () => {
    const image = paintSvg(svg('<path d="M2 2H6.5V8H2Z" fill="#204080"/>'));
    expect(at(image, 3, 4)).toEqual([0x20, 0x40, 0x80]);
    expect(at(image, 1, 4)).toEqual([255, 255, 255]);
    // x 6-7 is half covered: halfway between the fill and white.
    expect(at(image, 6, 4)).toEqual([
      Math.round((0x20 + 255) / 2),
      Math.round((0x40 + 255) / 2),
      Math.round((0x80 + 255) / 2),
    ]);
  });

  it('leaves the hole of an even-odd shape open', () => {
    const image = paintSvg(
      svg('<g fill-rule="evenodd"><path d="M0 0H10V10H0ZM3 3H7V7H3Z" fill="#000000"/></g>'),
    );
    expect(at(image, 1, 1)).toEqual([0, 0, 0]);
    expect(at(image, 5, 5)).toEqual([255, 255, 255]);
  });

  it('strokes a line its width wide with round caps, and leaves dash gaps empty', () => {
    const image = paintSvg(
      svg('<path d="M5 10H35" fill="none" stroke="#000000" stroke-width="4" stroke-dasharray="10 10"/>', 40),
    );
    expect(at(image, 7, 10)).toEqual([0, 0, 0]); // inside the first dash
    // The line is y 8-12: the rows 8 to 11 are inked, 7 and 12 not.
    expect(at(image, 7, 8)).toEqual([0, 0, 0]);
    expect(at(image, 7, 11)).toEqual([0, 0, 0]);
    expect(at(image, 7, 7)).toEqual([255, 255, 255]);
    expect(at(image, 7, 12)).toEqual([255, 255, 255]);
    expect(at(image, 20, 10)).toEqual([255, 255, 255]); // in the gap (15-25), beyond the caps' reach
    expect(at(image, 30, 10)).toEqual([0, 0, 0]); // the second dash
    expect(at(image, 3, 10)[0]).toBeLessThan(255); // the round cap reaches 2 px before the start
  });

  it('spreads a bounding-box gradient from one corner of the shape to the other', () => {
    const gradient =
      '<defs><linearGradient id="c" x2="1" y2="1"><stop offset="0" stop-color="#000000"/>' +
      '<stop offset="1" stop-color="#ffffff"/></linearGradient></defs>';
    const image = paintSvg(svg(`${gradient}<rect width="10" height="10" fill="url(#c)"/>`));
    expect(at(image, 0, 0)[0]).toBeLessThan(20);
    expect(at(image, 9, 9)[0]).toBeGreaterThan(235);
    // Along the other diagonal the colour stays the middle one.
    expect(Math.abs(at(image, 9, 0)[0]! - at(image, 0, 9)[0]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(at(image, 9, 0)[0]! - 128)).toBeLessThanOrEqual(2);
  });

  it('applies a group transform: a mirrored shape lands on the other side', () => {
    const image = paintSvg(
      svg(
        '<g transform="translate(10 0) scale(-1 1)"><rect x="0" y="0" width="3" height="10" fill="#000000"/></g>',
      ),
    );
    expect(at(image, 8, 5)).toEqual([0, 0, 0]);
    expect(at(image, 1, 5)).toEqual([255, 255, 255]);
  });

  it('lets an element see through by its opacity', () => {
    const image = paintSvg(svg('<rect width="10" height="10" fill="#000" opacity=".5"/>'));
    expect(at(image, 5, 5)).toEqual([128, 128, 128]);
  });

  it('throws on what it cannot draw rather than drawing it wrong', () => {
    expect(() => paintSvg(svg('<text x="1" y="1">A</text>'))).toThrow(/<text> is not supported/);
    expect(() => paintSvg(svg('<path d="M1 1A2 2 0 0 1 5 5" fill="#000"/>'))).toThrow(/command "A"/);
    expect(() => paintSvg(svg('<rect width="1" height="1" fill-opacity=".5"/>'))).toThrow(/fill-opacity/);
    expect(() => paintSvg(svg('<path d="M1 1H5" stroke="#000" stroke-linecap="butt"/>'))).toThrow(/round/);
    expect(() => paintSvg(svg('<rect width="1" height="1" fill="red"/>'))).toThrow(/colour "red"/);
  });
});
