// The demo catalogue's product images, drawn by the project itself (docs/decisions.md rule 16: no network).
// One small SVG drawing per type family x colour x view, shipped as a photo-sized JPEG painted from it (a shop's
// photos are raster images, which the browser decodes off the page's main thread; see paint-svg.ts):
// a flat silhouette in the item's colour with a dark outline (so white, silver and beige items still
// read against the light backdrop), plus a second "angle" view that the product card shows on hover.
// Pure: this module only builds paths and text; scripts/demo-images.ts paints and writes the files.

/** Silhouettes. Several types share one (a pouch looks like a clutch at this size). */
export const IMAGE_FAMILIES = [
  'tote',
  'handbag',
  'shoulder-bag',
  'backpack',
  'clutch',
  'travel-bag',
  'briefcase',
  'belt-bag',
  'belt',
  'wallet',
  'jewellery',
  'eyewear',
  'scarf',
  'hat',
  'gloves',
  'mask',
  'socks',
  'watch',
  'umbrella',
  'fragrance',
  'clothing',
  'shoes',
] as const;
export type ImageFamily = (typeof IMAGE_FAMILIES)[number];

export const IMAGE_VIEWS = ['front', 'angle'] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

/** Close-ups shared by every type of one colour: the third and fourth image of a product. */
export const DETAIL_VIEWS = ['stitch', 'clasp'] as const;
export type DetailView = (typeof DETAIL_VIEWS)[number];

const FAMILY_OF_TYPE: Record<string, ImageFamily> = {
  // Bags
  TOTE: 'tote',
  HANDBAG: 'handbag',
  'SHOULDER BAG': 'shoulder-bag',
  'MESSENGER BAG': 'shoulder-bag',
  BACKPACK: 'backpack',
  CLUTCH: 'clutch',
  POUCH: 'clutch',
  'BEAUTY CASE': 'clutch',
  'TRAVEL BAG': 'travel-bag',
  TROLLEY: 'travel-bag',
  BRIEFCASE: 'briefcase',
  'BELT BAG': 'belt-bag',
  // Accessories
  BELT: 'belt',
  BRACES: 'belt',
  'SHOULDER STRAP': 'belt',
  'SHOE LACE': 'belt',
  WALLET: 'wallet',
  'CARD HOLDER': 'wallet',
  'DOCUMENT HOLDER': 'wallet',
  CASE: 'wallet',
  COVER: 'wallet',
  'HIGH TECH': 'wallet',
  'KEY CHAIN': 'wallet',
  STICKER: 'wallet',
  BRACELET: 'jewellery',
  EARRINGS: 'jewellery',
  NECKLACE: 'jewellery',
  RING: 'jewellery',
  PIN: 'jewellery',
  'CUFF LINKS': 'jewellery',
  'TIE CLIP': 'jewellery',
  'HAIR CLIP': 'jewellery',
  GLASSES: 'eyewear',
  SUNGLASSES: 'eyewear',
  // A fashion mask is worn over the face, not the eyes: its own picture.
  MASK: 'mask',
  SCARF: 'scarf',
  SHAWL: 'scarf',
  FOULARD: 'scarf',
  TIE: 'scarf',
  'BOW TIE': 'scarf',
  HAT: 'hat',
  HEADBAND: 'hat',
  GLOVES: 'gloves',
  SOCKS: 'socks',
  WATCH: 'watch',
  UMBRELLA: 'umbrella',
  FRAGRANCE: 'fragrance',
  CANDLE: 'fragrance',
};

/** The silhouette for a supplier category (BAGS, ACCESSORIES, CLOTHING, SHOES) and type. */
export function imageFamilyFor(parentCategory: string, category: string): ImageFamily {
  if (parentCategory === 'CLOTHING') return 'clothing';
  if (parentCategory === 'SHOES') return 'shoes';
  return FAMILY_OF_TYPE[category] ?? (parentCategory === 'BAGS' ? 'handbag' : 'wallet');
}

/** "LIGHT BLUE" -> "light-blue", "WHITE/BLUE" -> "white-blue". */
export function colourSlug(colour: string): string {
  return colour
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function imagePath(
  family: ImageFamily | 'detail',
  colour: string,
  view: ImageView | DetailView,
): string {
  return `/demo-images/${family}-${colourSlug(colour)}-${view}.jpg`;
}

/** `count` (1-4) image paths of one item: front (main), angle (hover), then the two close-ups. */
export function productImagePaths(family: ImageFamily, colour: string, count: number): string[] {
  const all = [
    imagePath(family, colour, 'front'),
    imagePath(family, colour, 'angle'),
    imagePath('detail', colour, 'stitch'),
    imagePath('detail', colour, 'clasp'),
  ];
  return all.slice(0, Math.max(1, Math.min(4, count)));
}

// --- Drawing -----------------------------------------------------------------------------------

const OUTLINE = '#1c1c1c';
const HARDWARE = '#c9a646';

/** Flat colours; the metallic and mixed ones get a gradient below. */
const COLOUR_HEX: Record<string, string> = {
  BLUE: '#1f4e9c',
  BROWN: '#6b4226',
  SILVER: '#c3c7cc',
  BLACK: '#1d1d1f',
  GREEN: '#2e6b3f',
  'LIGHT BLUE': '#8ec5e8',
  GREY: '#8a8d91',
  WHITE: '#fbfbf9',
  PINK: '#f2a7bf',
  GOLD: '#d4af37',
  MULTICOLOR: '#c0282d',
  RED: '#c0282d',
  BEIGE: '#d8c3a0',
  BRONZE: '#a8692c',
  BURGUNDY: '#6d1a2b',
  ORANGE: '#e8772e',
  PURPLE: '#6a3d9a',
  YELLOW: '#f2cf3a',
  FUCHSIA: '#d0318f',
  'WHITE/BLUE': '#fbfbf9',
};

const GRADIENTS: Record<string, string> = {
  MULTICOLOR: stripes(['#c0282d', '#e8772e', '#f2cf3a', '#2e6b3f', '#1f4e9c', '#6a3d9a']),
  'WHITE/BLUE': stripes(['#fbfbf9', '#1f4e9c', '#fbfbf9', '#1f4e9c']),
  GOLD: sheen('#f3dc8a', '#b8922a'),
  SILVER: sheen('#eef0f2', '#9ea3a8'),
  BRONZE: sheen('#d49a5e', '#7f4a1c'),
};

function stripes(colours: string[]): string {
  const step = 100 / colours.length;
  const stops = colours
    .map(
      (c, i) =>
        `<stop offset="${Math.round(i * step)}%" stop-color="${c}"/><stop offset="${Math.round((i + 1) * step)}%" stop-color="${c}"/>`,
    )
    .join('');
  return `<linearGradient id="c" x2="1" y2="1">${stops}</linearGradient>`;
}

function sheen(light: string, dark: string): string {
  return `<linearGradient id="c" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".5" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>`;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

interface Paint {
  fill: string;
  /** Stitching and seams: light on dark items, dark on light ones. */
  detail: string;
  defs: string;
}

function paintFor(colour: string): Paint {
  const hex = COLOUR_HEX[colour] ?? '#8a8d91';
  const gradient = GRADIENTS[colour];
  return {
    fill: gradient ? 'url(#c)' : hex,
    detail: luminance(hex) < 0.18 ? '#f4efe6' : '#2a2a2a',
    defs: gradient ? `<defs>${gradient}</defs>` : '',
  };
}

// Small drawing helpers: bodies inherit the group's fill and outline.
const body = (d: string) => `<path d="${d}"/>`;
const strap = (p: Paint, d: string, w = 12) =>
  `<path d="${d}" fill="none" stroke-width="${w + 8}"/><path d="${d}" fill="none" stroke="${p.fill}" stroke-width="${w}"/>`;
const seam = (p: Paint, d: string) =>
  `<path d="${d}" fill="none" stroke="${p.detail}" stroke-width="3" stroke-dasharray="9 7"/>`;
const line = (p: Paint, d: string, w = 4) =>
  `<path d="${d}" fill="none" stroke="${p.detail}" stroke-width="${w}"/>`;
const metal = (shape: string) => shape.replace('/>', ` fill="${HARDWARE}" stroke-width="4"/>`);

const SHAPES: Record<ImageFamily, (p: Paint) => string> = {
  tote: (p) =>
    strap(p, 'M140 205C140 100 260 100 260 205', 14) +
    body('M85 200H315L340 425H60Z') +
    seam(p, 'M94 228H306') +
    metal('<rect x="180" y="262" width="40" height="24" rx="4"/>'),
  handbag: (p) =>
    strap(p, 'M150 210C150 135 250 135 250 210', 14) +
    body('M95 200H305Q320 200 320 215L335 410Q336 425 320 425H80Q64 425 65 410L80 215Q80 200 95 200Z') +
    body('M95 200H305Q320 200 320 215L316 290Q200 330 84 290L80 215Q80 200 95 200Z') +
    seam(p, 'M100 282Q200 316 300 282') +
    metal('<rect x="188" y="298" width="24" height="28" rx="5"/>'),
  'shoulder-bag': (p) =>
    strap(p, 'M100 240C110 50 290 50 300 240', 9) +
    body('M103 230H297Q315 230 315 248V402Q315 420 297 420H103Q85 420 85 402V248Q85 230 103 230Z') +
    body('M103 230H297Q315 230 315 248V330H85V248Q85 230 103 230Z') +
    seam(p, 'M98 316H302') +
    metal('<circle cx="200" cy="330" r="13"/>'),
  backpack: (p) =>
    strap(p, 'M175 150C175 108 225 108 225 150', 10) +
    body('M100 200Q100 142 200 142Q300 142 300 200V420Q300 440 280 440H120Q100 440 100 420Z') +
    body('M130 320H270V410Q270 425 255 425H145Q130 425 130 410Z') +
    line(p, 'M116 205Q200 168 284 205', 3) +
    seam(p, 'M142 336H258') +
    metal('<rect x="190" y="310" width="20" height="18" rx="3"/>'),
  clutch: (p) =>
    body('M60 200H340Q350 200 350 210V380Q350 390 340 390H60Q50 390 50 380V210Q50 200 60 200Z') +
    body('M50 210Q50 200 60 200H340Q350 200 350 210L200 318Z') +
    seam(p, 'M66 374H334') +
    metal('<circle cx="200" cy="312" r="13"/>'),
  'travel-bag': (p) =>
    strap(p, 'M130 215C130 128 270 128 270 215', 12) +
    body('M120 205H280Q340 205 340 260V390Q340 420 310 420H90Q60 420 60 390V260Q60 205 120 205Z') +
    line(p, 'M78 262H322', 3) +
    seam(p, 'M78 396H322') +
    metal('<rect x="284" y="250" width="16" height="26" rx="3"/>'),
  briefcase: (p) =>
    strap(p, 'M165 202V172Q165 160 177 160H223Q235 160 235 172V202', 11) +
    body('M70 200H330Q340 200 340 210V410Q340 420 330 420H70Q60 420 60 410V210Q60 200 70 200Z') +
    line(p, 'M62 262H338', 3) +
    seam(p, 'M76 404H324') +
    metal('<rect x="106" y="250" width="30" height="24" rx="3"/>') +
    metal('<rect x="264" y="250" width="30" height="24" rx="3"/>'),
  'belt-bag': (p) =>
    strap(p, 'M18 250Q200 196 382 250', 12) +
    body('M95 282Q200 196 305 282Q312 366 200 374Q88 366 95 282Z') +
    seam(p, 'M112 290Q200 232 288 290') +
    metal('<rect x="186" y="300" width="28" height="20" rx="4"/>'),
  belt: (p) =>
    body('M40 262H325Q340 262 340 277V303Q340 318 325 318H40Q30 318 30 308V272Q30 262 40 262Z') +
    `<rect x="296" y="240" width="76" height="100" rx="14" fill="none" stroke-width="20"/><rect x="296" y="240" width="76" height="100" rx="14" fill="none" stroke="${HARDWARE}" stroke-width="10"/>` +
    `<path d="M100 290h1M140 290h1M180 290h1M220 290h1" stroke="${p.detail}" stroke-width="12" stroke-linecap="round"/>` +
    seam(p, 'M42 272H286M42 308H286'),
  wallet: (p) =>
    body('M92 180H308Q325 180 325 197V403Q325 420 308 420H92Q75 420 75 403V197Q75 180 92 180Z') +
    line(p, 'M95 228H305M95 256H305', 3) +
    body('M250 270H325V336H250Q238 336 238 324V282Q238 270 250 270Z') +
    metal('<circle cx="270" cy="303" r="10"/>') +
    seam(p, 'M90 404H310'),
  jewellery: (p) =>
    strap(p, 'M92 120Q200 430 308 120', 6) +
    body('M200 292Q246 345 200 410Q154 345 200 292Z') +
    metal('<circle cx="200" cy="350" r="14"/>'),
  eyewear: (p) =>
    strap(p, 'M38 250L100 242M362 250L300 242', 7) +
    strap(p, 'M190 256Q200 244 210 256', 7) +
    body('M100 238H190V280Q190 322 145 322Q100 322 100 280Z') +
    body('M210 238H300V280Q300 322 255 322Q210 322 210 280Z') +
    line(p, 'M118 258L140 250M228 258L250 250', 5),
  scarf: (p) =>
    body('M130 110H270L292 400H108Z') +
    line(p, 'M165 112L152 398M235 112L248 398', 3) +
    `<path d="M118 400v24M138 400v24M158 400v24M178 400v24M198 400v24M218 400v24M238 400v24M258 400v24M278 400v24" stroke="${OUTLINE}" stroke-width="5"/>`,
  hat: (p) =>
    body('M40 340Q200 298 360 340Q200 398 40 340Z') +
    body('M112 334Q104 204 152 178Q200 200 248 178Q296 204 288 334Q200 352 112 334Z') +
    `<path d="M109 298Q200 318 291 298L289 328Q200 346 111 328Z" fill="${p.detail}" stroke-width="4"/>`,
  gloves: (p) =>
    body(
      'M140 380V150Q140 132 156 132Q172 132 172 150V236L176 120Q176 100 194 100Q212 100 212 120V236L216 112Q216 94 233 94Q250 94 250 112V240L254 140Q254 124 269 124Q284 124 284 140V320Q284 380 260 380Z',
    ) +
    body('M142 300L96 246Q86 232 98 222Q110 214 122 226L150 262Z') +
    body('M134 376H270V450H134Z') +
    seam(p, 'M140 392H264') +
    line(p, 'M172 236V300M212 236V300M250 240V300', 3),
  mask: (p) =>
    strap(p, 'M84 240Q26 282 84 324', 5) +
    strap(p, 'M316 240Q374 282 316 324', 5) +
    body('M80 228Q200 186 320 228V332Q200 402 80 332Z') +
    line(p, 'M92 262Q200 232 308 262M92 292Q200 266 308 292M92 322Q200 300 308 322', 3),
  socks: (p) =>
    body('M160 100H240V300L304 360Q324 386 300 410Q278 430 252 410L170 340Q160 330 160 315Z') +
    `<path d="M160 100H240V146H160Z" fill="${p.detail}" stroke-width="4"/>` +
    seam(p, 'M246 392L290 354'),
  watch: (p) =>
    body('M165 90H235V215H165Z') +
    body('M165 345H235V470H165Z') +
    `<path d="M200 400h1M200 430h1" stroke="${p.detail}" stroke-width="10" stroke-linecap="round"/>` +
    metal('<circle cx="200" cy="280" r="82"/>') +
    '<circle cx="200" cy="280" r="62" fill="#fbfbf8"/>' +
    `<path d="M200 280V234M200 280L234 298" stroke="${OUTLINE}" stroke-width="6"/>`,
  umbrella: (p) =>
    `<path d="M200 250V412Q200 442 174 442Q152 442 152 420" fill="none" stroke-width="10"/>` +
    body(
      'M50 250Q200 66 350 250Q325 232 300 250Q275 232 250 250Q225 232 200 250Q175 232 150 250Q125 232 100 250Q75 232 50 250Z',
    ) +
    line(p, 'M200 112L150 248M200 112L250 248', 3),
  fragrance: () =>
    metal('<rect x="160" y="120" width="80" height="66" rx="8"/>') +
    metal('<rect x="176" y="184" width="48" height="38"/>') +
    body('M110 220H290Q310 220 310 240V420Q310 440 290 440H110Q90 440 90 420V240Q90 220 110 220Z') +
    `<rect x="138" y="300" width="124" height="70" rx="6" fill="#fbfbf8" stroke-width="4"/>` +
    `<path d="M160 326H240M172 346H228" stroke="${OUTLINE}" stroke-width="4"/>`,
  clothing: (p) =>
    body(
      'M140 110L88 132L38 232L86 258L116 212V446H284V212L314 258L362 232L312 132L260 110Q200 160 140 110Z',
    ) +
    seam(p, 'M200 150V440') +
    line(p, 'M140 110Q200 188 260 110', 3),
  shoes: (p) =>
    body(
      'M50 390V300Q50 280 70 282Q130 290 160 250Q170 235 190 240L240 262Q262 330 330 340Q366 348 360 390Z',
    ) +
    `<path d="M45 390H365V408Q365 420 353 420H57Q45 420 45 408Z" fill="#f5f3ef"/>` +
    line(p, 'M178 262L208 275M166 280L200 292M154 298L190 308', 5),
};

// Front view on a warm light backdrop; the hover ("angle") view is the same silhouette turned,
// mirrored and on a slightly darker backdrop, so the card visibly changes without a jarring jump.
const BACKDROP: Record<ImageView | DetailView, string> = {
  front: '#f4f0ea',
  angle: '#e6dfd4',
  stitch: '#ece6dc',
  clasp: '#ece6dc',
};

function frame(view: ImageView | DetailView, paint: Paint, inner: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">` +
    paint.defs +
    `<rect width="400" height="500" fill="${BACKDROP[view]}"/>` +
    inner +
    '</svg>\n'
  );
}

const GROUP = `fill-rule="evenodd" stroke="${OUTLINE}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;

export function productSvg(family: ImageFamily, colour: string, view: ImageView): string {
  const paint = paintFor(colour);
  const shadow = `<ellipse cx="200" cy="458" rx="${view === 'front' ? 150 : 130}" ry="12" fill="#000" opacity=".12"/>`;
  const turn = view === 'angle' ? ' transform="translate(400 0) scale(-1 1) rotate(-7 200 300)"' : '';
  return frame(view, paint, `${shadow}<g fill="${paint.fill}" ${GROUP}${turn}>${SHAPES[family](paint)}</g>`);
}

/** Close-ups: a stitched leather panel, or the same panel with a turn-lock clasp. */
export function detailSvg(colour: string, view: DetailView): string {
  const paint = paintFor(colour);
  const panel =
    body('M64 60H336Q360 60 360 84V416Q360 440 336 440H64Q40 440 40 416V84Q40 60 64 60Z') +
    seam(paint, 'M72 92H328V408H72Z') +
    line(paint, 'M110 150q20-8 40 0M220 210q20-8 40 0M130 300q20-8 40 0M240 350q20-8 40 0', 2);
  const clasp =
    view === 'clasp'
      ? metal('<rect x="140" y="200" width="120" height="100" rx="18"/>') +
        '<rect x="180" y="230" width="40" height="40" rx="20" fill="#8f7326" stroke-width="4"/>'
      : '';
  return frame(view, paint, `<g fill="${paint.fill}" ${GROUP}>${panel}${clasp}</g>`);
}

/** The demo pictures' size: a supplier's product photo (docs/decisions.md rule 40). */
export const DEMO_PHOTO_SIZE = { width: 1600, height: 2000 } as const;

export interface DemoImageFile {
  /** File name inside the demo-images directory (a JPEG). */
  name: string;
  /** The drawing the picture is painted from. */
  svg: string;
}

/** Every image file the demo catalogue can refer to, for the given colours. */
export function demoImageFiles(colours: readonly string[]): DemoImageFile[] {
  const files: DemoImageFile[] = [];
  const nameOf = (path: string) => path.slice('/demo-images/'.length);
  for (const colour of colours) {
    for (const family of IMAGE_FAMILIES) {
      for (const view of IMAGE_VIEWS) {
        files.push({ name: nameOf(imagePath(family, colour, view)), svg: productSvg(family, colour, view) });
      }
    }
    for (const view of DETAIL_VIEWS) {
      files.push({ name: nameOf(imagePath('detail', colour, view)), svg: detailSvg(colour, view) });
    }
  }
  return files;
}
