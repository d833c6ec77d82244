// The sample supplier feed: thousands of realistic supplier items over every brand, bag and accessory
// type, colour and size in the spec (docs/decisions.md rule 13). Pure and deterministic: the seed writes it to
// Firestore, and the supplier sync serves it as the local stack's feed.
import {
  ACCESSORY_BRANDS,
  ACCESSORY_TYPES,
  BAG_BRANDS,
  BAG_TYPES,
  CLOTHING_AND_SHOE_BRANDS,
  CLOTHING_TYPES,
  COLOURS,
  CONDITIONS,
  COUNTRIES_OF_MANUFACTURE,
  SHOE_TYPES,
  SIZES,
  ONE_SIZE,
  searchTermsFor,
  storePriceFromListPrice,
  type Gender,
  type SupplierCategory,
  type SupplierItem,
  type Variant,
  type WithId,
} from '@shop/domain';
import { imageFamilyFor, productImagePaths } from './images';
import { createRandom, type Random } from './random';

export interface SupplierCatalogueOptions {
  seed: string;
  /** Number of items; 3200 by default. */
  size?: number;
}

/** Share of each supplier category in the feed: mostly what the store sells. */
const CATEGORY_SHARES: readonly (readonly [SupplierCategory, number])[] = [
  ['BAGS', 0.45],
  ['ACCESSORIES', 0.35],
  ['CLOTHING', 0.12],
  ['SHOES', 0.08],
];

/** Share of items whose variants are all at quantity 0 (sold out). */
export const SOLD_OUT_SHARE = 0.08;

/** Store prices (in euros) land in the listing slider's range, 100 to 5000. */
const MIN_STORE_EUROS = 100;
const MAX_STORE_EUROS = 5000;

export function supplierItemId(index: number): string {
  return `sup-${String(index + 1).padStart(6, '0')}`;
}

// --- Vocabulary --------------------------------------------------------------------------------

/** Made-up model lines; each brand gets a few of them. */
// prettier-ignore
const MODEL_NAMES = [
  'Aurelia', 'Brera', 'Capri', 'Cassia', 'Celeste', 'Dune', 'Elba', 'Fiora', 'Giada', 'Iris', 'Juno',
  'Lido', 'Lucia', 'Luna', 'Margaux', 'Marlow', 'Mira', 'Nora', 'Nuvola', 'Odette', 'Ophira', 'Palma',
  'Portofino', 'Rivoli', 'Serena', 'Sienna', 'Solene', 'Stella', 'Tessa', 'Vela', 'Vendome', 'Arles',
  'Alba', 'Amalfi', 'Bellagio', 'Camille', 'Cosima', 'Delfina', 'Estelle', 'Flavia', 'Gemma', 'Ilaria',
  'Livia', 'Maren', 'Nives', 'Orsola', 'Perla', 'Rosalie', 'Sabine', 'Tosca', 'Ulla', 'Valentina',
  'Ysolde', 'Zara', 'Atlas', 'Bastian', 'Corso', 'Dorian', 'Enzo', 'Fabio', 'Leone', 'Marco', 'Orion',
];

/** Relative frequency of each colour: black and browns dominate a bag shop. */
// prettier-ignore
const COLOUR_WEIGHTS: Record<string, number> = {
  BLACK: 20, BROWN: 10, BEIGE: 9, WHITE: 6, BLUE: 5, GREY: 4, RED: 4, GREEN: 4, PINK: 4, BURGUNDY: 4,
  'LIGHT BLUE': 3, GOLD: 3, SILVER: 3, MULTICOLOR: 3, BRONZE: 2, ORANGE: 2, PURPLE: 2, YELLOW: 2,
  FUCHSIA: 2, 'WHITE/BLUE': 2,
};

// prettier-ignore
const LEATHERS = [
  'leather', 'calfskin', 'grained leather', 'smooth leather', 'suede', 'quilted leather', 'patent leather',
  'pebbled leather', 'woven leather', 'croc-embossed leather',
];
const BAG_MATERIALS = [
  ...LEATHERS,
  ...LEATHERS,
  'nylon',
  'canvas',
  'coated canvas',
  'raffia',
  'denim',
  'shearling',
];
const HARDWARE = [
  'Gold-tone hardware',
  'Silver-tone hardware',
  'Palladium-finish hardware',
  'Antique brass hardware',
];
const LININGS = [
  'Cotton twill lining',
  'Suede lining',
  'Canvas lining',
  'Microfibre lining',
  'Leather lining',
];
// prettier-ignore
const POCKETS = ['Interior zip pocket', 'Interior slip pocket', 'Two interior pockets', 'Card slot inside', 'Exterior back pocket'];
const BAG_SIZES = ['mini', 'small', 'medium', 'large'];

interface BagInfo {
  /** Store price range in euros. */
  euros: readonly [number, number];
  closures: readonly string[];
  carry: readonly string[];
  /** Width, height, depth ranges in cm. */
  dims: readonly [number, number, number, number, number, number];
  /** Whether titles may carry mini/small/medium/large. */
  sized: boolean;
}

// prettier-ignore
const BAG_INFO: Record<string, BagInfo> = {
  BACKPACK: { euros: [450, 3200], closures: ['Zip closure', 'Drawstring closure with flap'], carry: ['Padded adjustable shoulder straps', 'Top carry handle'], dims: [26, 34, 32, 44, 12, 18], sized: true },
  'BEAUTY CASE': { euros: [150, 950], closures: ['Zip-around closure'], carry: ['Wrist strap', 'Side handle'], dims: [20, 28, 12, 18, 10, 15], sized: true },
  'BELT BAG': { euros: [350, 2100], closures: ['Zip closure'], carry: ['Adjustable belt strap', 'Can be worn across the body'], dims: [20, 28, 12, 16, 5, 8], sized: false },
  BRIEFCASE: { euros: [800, 4200], closures: ['Twin-zip closure', 'Clasp closure'], carry: ['Top handles', 'Detachable shoulder strap'], dims: [36, 42, 26, 32, 7, 12], sized: false },
  CLUTCH: { euros: [400, 2900], closures: ['Magnetic snap closure', 'Frame clasp closure', 'Envelope flap'], carry: ['Detachable chain strap', 'Hand-held'], dims: [20, 30, 11, 17, 3, 6], sized: true },
  HANDBAG: { euros: [900, 4900], closures: ['Turn-lock closure', 'Magnetic flap closure', 'Zip closure'], carry: ['Top handle', 'Detachable shoulder strap'], dims: [22, 34, 16, 25, 9, 16], sized: true },
  'MESSENGER BAG': { euros: [500, 2600], closures: ['Flap with buckle closure', 'Zip closure'], carry: ['Adjustable crossbody strap'], dims: [26, 36, 20, 28, 6, 10], sized: true },
  POUCH: { euros: [150, 1250], closures: ['Zip closure', 'Snap closure'], carry: ['Wrist strap', 'Hand-held'], dims: [18, 30, 12, 22, 2, 5], sized: true },
  'SHOULDER BAG': { euros: [700, 4600], closures: ['Magnetic flap closure', 'Turn-lock closure', 'Zip closure'], carry: ['Adjustable shoulder strap', 'Sliding chain strap'], dims: [20, 32, 14, 22, 6, 12], sized: true },
  TOTE: { euros: [600, 3600], closures: ['Open top with magnetic snap', 'Zip closure'], carry: ['Two top handles', 'Two shoulder handles'], dims: [30, 44, 26, 36, 12, 20], sized: true },
  'TRAVEL BAG': { euros: [900, 4600], closures: ['Two-way zip closure'], carry: ['Two rolled top handles', 'Detachable shoulder strap'], dims: [45, 55, 26, 32, 22, 28], sized: false },
  TROLLEY: { euros: [800, 4950], closures: ['Combination lock', 'Two-way zip closure'], carry: ['Telescopic handle', 'Four spinner wheels'], dims: [36, 42, 55, 70, 20, 28], sized: false },
};

interface AccessoryInfo {
  euros: readonly [number, number];
  materials: readonly string[];
  details: readonly string[];
  /** Sizes this type comes in (a subset of SIZES.ACCESSORIES); one size when absent. */
  sizes?: readonly string[];
  /** Probability the item is for women. */
  women?: number;
}

// prettier-ignore
const ACCESSORY_INFO: Record<string, AccessoryInfo> = {
  BELT: { euros: [180, 1200], materials: ['leather', 'calfskin', 'suede', 'reversible leather'], details: ['Logo buckle', 'Adjustable length', 'Width 3.5 cm'], sizes: ['85', '95', '100'] },
  'BOW TIE': { euros: [100, 320], materials: ['silk', 'silk twill', 'velvet'], details: ['Pre-tied', 'Adjustable neck strap'], women: 0.1 },
  BRACELET: { euros: [150, 2400], materials: ['sterling silver', 'gold-plated brass', 'leather', 'enamel'], details: ['Lobster clasp', 'Engraved logo'], sizes: ['S', 'M', 'L'] },
  BRACES: { euros: [120, 450], materials: ['elastic', 'leather trim'], details: ['Button fastening', 'Adjustable length'], sizes: ['85', '95', '100'], women: 0.1 },
  CANDLE: { euros: [100, 420], materials: ['soy wax', 'glass vessel', 'ceramic vessel'], details: ['Burn time 60 hours', 'Cotton wick', 'Weight 190 g'] },
  'CARD HOLDER': { euros: [120, 650], materials: ['leather', 'calfskin', 'grained leather', 'coated canvas'], details: ['Four card slots', 'Central slip pocket', 'Embossed logo'] },
  CASE: { euros: [120, 900], materials: ['leather', 'coated canvas', 'nylon'], details: ['Zip-around closure', 'Fits glasses or pens'] },
  COVER: { euros: [110, 700], materials: ['leather', 'calfskin', 'coated canvas'], details: ['Passport cover', 'Two interior pockets'] },
  'CUFF LINKS': { euros: [150, 900], materials: ['sterling silver', 'gold-plated brass', 'enamel', 'onyx'], details: ['Swivel fastening', 'Presented in a box'], women: 0.05 },
  'DOCUMENT HOLDER': { euros: [250, 1400], materials: ['leather', 'grained leather', 'coated canvas'], details: ['Zip-around closure', 'Fits A4 documents'] },
  EARRINGS: { euros: [120, 2200], materials: ['sterling silver', 'gold-plated brass', 'crystal', 'pearl'], details: ['Post-back fastening', 'Sold as a pair'], women: 0.97 },
  FOULARD: { euros: [130, 600], materials: ['silk twill', 'silk', 'modal and silk'], details: ['Hand-rolled edges', 'Printed pattern', '90 x 90 cm'], women: 0.8 },
  FRAGRANCE: { euros: [100, 480], materials: ['eau de parfum', 'eau de toilette', 'extrait de parfum'], details: ['100 ml spray bottle', 'Woody floral notes'] },
  GLASSES: { euros: [220, 900], materials: ['acetate', 'metal', 'titanium'], details: ['Demo lenses', 'Comes with a case', 'Lens width 52 mm'] },
  GLOVES: { euros: [130, 950], materials: ['nappa leather', 'cashmere', 'wool', 'suede'], details: ['Silk lining', 'Touchscreen compatible fingertips'], sizes: ['S', 'M', 'L'] },
  'HAIR CLIP': { euros: [100, 480], materials: ['acetate', 'gold-plated brass', 'crystal'], details: ['Spring clip', 'Logo detail'], women: 0.98 },
  HAT: { euros: [150, 1100], materials: ['wool felt', 'straw', 'cotton', 'cashmere', 'rabbit felt'], details: ['Grosgrain band', 'Brim 7 cm'], sizes: ['S', 'M', 'L'] },
  HEADBAND: { euros: [100, 650], materials: ['silk', 'velvet', 'leather', 'crystal-embellished satin'], details: ['Padded', 'Flexible fit'], women: 0.95 },
  'HIGH TECH': { euros: [120, 850], materials: ['leather', 'coated canvas', 'silicone'], details: ['Earbuds case', 'Phone case', 'Clip-on ring'] },
  'KEY CHAIN': { euros: [100, 520], materials: ['leather', 'enamel', 'palladium-finish brass'], details: ['Spring clasp', 'Logo charm'] },
  MASK: { euros: [100, 300], materials: ['silk', 'cotton', 'sequinned tulle'], details: ['Elastic straps', 'Reusable'] },
  NECKLACE: { euros: [180, 3200], materials: ['sterling silver', 'gold-plated brass', 'pearl', 'crystal'], details: ['Lobster clasp', 'Pendant charm'], sizes: ['38', '40'], women: 0.85 },
  PIN: { euros: [100, 450], materials: ['enamel', 'sterling silver', 'gold-plated brass'], details: ['Butterfly clutch back', 'Logo motif'] },
  RING: { euros: [150, 2600], materials: ['sterling silver', 'gold-plated brass', 'enamel', 'onyx'], details: ['Polished finish', 'Engraved logo'], sizes: ['S', 'M', 'L'] },
  SCARF: { euros: [150, 1300], materials: ['cashmere', 'wool', 'silk', 'wool and silk'], details: ['Fringed edges', 'Jacquard logo', '180 x 30 cm'] },
  SHAWL: { euros: [250, 1800], materials: ['cashmere', 'wool', 'modal and cashmere'], details: ['Fringed edges', '140 x 140 cm'], women: 0.85 },
  'SHOE LACE': { euros: [100, 160], materials: ['waxed cotton', 'leather'], details: ['Set of two pairs', 'Metal aglets'] },
  'SHOULDER STRAP': { euros: [150, 900], materials: ['leather', 'webbing', 'chain and leather'], details: ['Swivel clasps', 'Adjustable'], sizes: ['85', '95', '100'] },
  SOCKS: { euros: [100, 240], materials: ['cotton', 'wool', 'cashmere blend'], details: ['Ribbed cuffs', 'Logo intarsia'], sizes: ['S', 'M', 'L'] },
  STICKER: { euros: [100, 220], materials: ['leather', 'calfskin'], details: ['Self-adhesive', 'Set of five'] },
  SUNGLASSES: { euros: [220, 900], materials: ['acetate', 'metal', 'titanium', 'nylon'], details: ['100 % UV protection', 'Comes with a case', 'Lens width 54 mm'] },
  TIE: { euros: [120, 380], materials: ['silk', 'silk twill', 'wool', 'knitted silk'], details: ['Hand-finished', 'Width 7 cm'], women: 0.05 },
  'TIE CLIP': { euros: [100, 420], materials: ['sterling silver', 'palladium-finish brass', 'gold-plated brass'], details: ['Slide fastening', 'Engraved logo'], women: 0.05 },
  UMBRELLA: { euros: [150, 600], materials: ['nylon canopy', 'polyester canopy'], details: ['Automatic opening', 'Wooden handle', 'Comes with a sleeve'] },
  WALLET: { euros: [200, 1200], materials: ['leather', 'calfskin', 'grained leather', 'coated canvas'], details: ['Eight card slots', 'Coin pocket', 'Bifold'] },
  WATCH: { euros: [300, 4950], materials: ['stainless steel', 'gold-tone steel', 'ceramic', 'leather strap'], details: ['Quartz movement', 'Water resistant to 50 m', 'Case 38 mm'] },
};

// prettier-ignore
const CLOTHING_MATERIALS = ['cotton', 'wool', 'cashmere', 'silk', 'linen', 'viscose', 'denim', 'leather', 'virgin wool', 'jersey'];
const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const SHOE_MATERIALS = ['leather', 'suede', 'calfskin', 'patent leather', 'canvas', 'nappa leather'];
const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'];

// --- Generation --------------------------------------------------------------------------------

/** Exact category counts in a shuffled order, so the shares are met for any size. */
function categoryPlan(random: Random, size: number): SupplierCategory[] {
  const plan: SupplierCategory[] = [];
  let assigned = 0;
  CATEGORY_SHARES.forEach(([category, share], index) => {
    const count = index === CATEGORY_SHARES.length - 1 ? size - assigned : Math.round(size * share);
    assigned += count;
    for (let i = 0; i < count; i++) plan.push(category);
  });
  return random.shuffle(plan);
}

/** Brands weighted so some are big (many items) and others small, as in a real feed. */
function brandPicker(random: Random, brands: readonly string[]): () => string {
  const entries = random.shuffle(brands).map((brand, rank) => [brand, 1 / (1 + rank * 0.08)] as const);
  return () => random.weighted(entries);
}

/** "smooth leather" -> "Smooth leather": description phrases read as short sentences. */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** EAN-13 with a valid check digit ('80'-'83' prefixes are Italy's GS1 range). */
function ean13(random: Random): string {
  const body = `8${random.int(0, 3)}${random.digits(10)}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

function skuPrefix(brand: string): string {
  const letters = brand.replace(/[^A-Z]/g, '');
  return (letters + 'XXX').slice(0, 3);
}

const COLOUR_CODES: Record<string, string> = {};
for (const colour of COLOURS) {
  COLOUR_CODES[colour] = colour.replace(/[^A-Z]/g, '').slice(0, 3);
}

/**
 * A list price (cents, ex VAT) whose store price falls in 100..5000 euro. The store price is
 * computed by the domain rule itself, so the range holds whatever the rule's rounding does.
 */
function listPriceFor(random: Random, [low, high]: readonly [number, number]): number {
  const lo = Math.max(low, MIN_STORE_EUROS + 1);
  const hi = Math.min(high, MAX_STORE_EUROS - 1);
  for (;;) {
    // Log-uniform: many items near the low end of a range, a few expensive ones.
    const euros = Math.exp(Math.log(lo) + random.next() * (Math.log(hi) - Math.log(lo)));
    // Supplier list prices carry cents; many end in ,00 or ,50.
    const cents = random.weighted<number>([
      [0, 4],
      [50, 2],
      [random.int(1, 99), 4],
    ] as const);
    const listPrice = Math.floor((euros * 100) / 1.21 / 100) * 100 + cents;
    const storePrice = storePriceFromListPrice(listPrice);
    if (storePrice >= MIN_STORE_EUROS * 100 && storePrice <= MAX_STORE_EUROS * 100) return listPrice;
  }
}

function quantities(random: Random, count: number, soldOut: boolean): number[] {
  if (soldOut) return Array.from({ length: count }, () => 0);
  const qty = Array.from({ length: count }, () =>
    random.weighted<number>([
      [0, 25],
      [1, 30],
      [2, 20],
      [random.int(3, 5), 20],
      [random.int(6, 12), 5],
    ] as const),
  );
  if (!qty.some((q) => q > 0)) qty[random.int(0, count - 1)] = random.int(1, 3);
  return qty;
}

function sizeTypeOf(size: string, category: SupplierCategory): string {
  if (size === ONE_SIZE) return 'UNI';
  if (category === 'SHOES') return 'EU';
  if (/^\d+$/.test(size)) return 'CM';
  return 'INT';
}

/** 1-3 distinct sizes from `available`, in the list's order. */
function pickSizes(random: Random, available: readonly string[]): string[] {
  if (available.length === 1) return [...available];
  const count = random.weighted([
    [1, 3],
    [2, 4],
    [3, 3],
  ] as const);
  const chosen = new Set(random.sample(available, Math.min(count, available.length)));
  return available.filter((size) => chosen.has(size));
}

interface Draft {
  category: string;
  brand: string;
  model: string;
  material: string;
  colour: string;
  gender: Gender;
  euros: readonly [number, number];
  sizes: readonly string[];
  titleWords: string[];
  phrases: string[];
}

function drawBag(random: Random, type: string, brand: string, model: string, colour: string): Draft {
  const info = BAG_INFO[type] ?? BAG_INFO.HANDBAG!;
  const material = random.pick(BAG_MATERIALS);
  const size = info.sized && random.chance(0.6) ? random.pick(BAG_SIZES) : '';
  const [w1, w2, h1, h2, d1, d2] = info.dims;
  const scale = size === 'mini' ? 0.6 : size === 'small' ? 0.8 : size === 'large' ? 1.15 : 1;
  const dim = (a: number, b: number) => Math.max(2, Math.round(random.int(a, b) * scale));
  return {
    category: type,
    brand,
    model,
    material,
    colour,
    gender: random.chance(0.8) ? 'F' : 'M',
    euros: info.euros,
    sizes: SIZES.BAGS,
    titleWords: [size, colour.toLowerCase(), material, type.toLowerCase()],
    phrases: [
      `${sentenceCase(material)} exterior`,
      random.pick(info.closures),
      ...random.sample(info.carry, random.int(1, info.carry.length)),
      random.pick(POCKETS),
      random.pick(LININGS),
      random.pick(HARDWARE),
      `Width ${dim(w1, w2)} cm x height ${dim(h1, h2)} cm x depth ${dim(d1, d2)} cm`,
    ],
  };
}

function drawAccessory(random: Random, type: string, brand: string, model: string, colour: string): Draft {
  const info = ACCESSORY_INFO[type] ?? ACCESSORY_INFO.WALLET!;
  const material = random.pick(info.materials);
  return {
    category: type,
    brand,
    model,
    material,
    colour,
    gender: random.chance(info.women ?? 0.55) ? 'F' : 'M',
    euros: info.euros,
    sizes: info.sizes ?? [ONE_SIZE],
    titleWords: [colour.toLowerCase(), material, type.toLowerCase()],
    phrases: [sentenceCase(material), ...random.sample(info.details, random.int(1, info.details.length))],
  };
}

function drawClothing(random: Random, brand: string, model: string, colour: string): Draft {
  const type = random.pick(CLOTHING_TYPES);
  const material = random.pick(CLOTHING_MATERIALS);
  return {
    category: type,
    brand,
    model,
    material,
    colour,
    gender: random.chance(0.55) ? 'F' : 'M',
    euros: [150, 4000],
    sizes: CLOTHING_SIZES,
    titleWords: [colour.toLowerCase(), material, type.toLowerCase()],
    phrases: [
      `${sentenceCase(material)} blend`,
      random.pick(['Regular fit', 'Relaxed fit', 'Slim fit', 'Oversized fit']),
      random.pick(['Button fastening', 'Zip fastening', 'Pull-on style', 'Wrap front']),
      random.pick(['Dry clean only', 'Machine wash at 30 degrees', 'Hand wash']),
      random.pick(['Model is 1.78 m and wears size S', 'Model is 1.86 m and wears size M', 'True to size']),
    ],
  };
}

function drawShoes(random: Random, brand: string, model: string, colour: string): Draft {
  const type = random.pick(SHOE_TYPES);
  const material = random.pick(SHOE_MATERIALS);
  return {
    category: type,
    brand,
    model,
    material,
    colour,
    gender: random.chance(0.55) ? 'F' : 'M',
    euros: [250, 1600],
    sizes: SHOE_SIZES,
    titleWords: [colour.toLowerCase(), material, type.toLowerCase()],
    phrases: [
      `${sentenceCase(material)} upper`,
      random.pick(['Leather sole', 'Rubber sole', 'Stacked heel', 'Platform sole']),
      random.pick(['Round toe', 'Pointed toe', 'Square toe', 'Almond toe']),
      random.pick(['Leather lining', 'Textile lining']),
      random.pick(['Heel height 2 cm', 'Heel height 5 cm', 'Heel height 8.5 cm', 'Flat']),
    ],
  };
}

/**
 * Generates the sample supplier feed. Every spec bag type, accessory type and colour appears (the
 * first items of each category walk through the lists before picking at random), ~8 % of the items
 * are sold out, and every list price gives a store price between 100 and 5000 euro.
 */
export function generateSupplierCatalogue({
  seed,
  size = 3200,
}: SupplierCatalogueOptions): WithId<SupplierItem>[] {
  const random = createRandom(`${seed}/supplier-catalogue`);
  const plan = categoryPlan(random.fork('plan'), size);
  const brandFor: Record<SupplierCategory, () => string> = {
    BAGS: brandPicker(random.fork('brands/bags'), BAG_BRANDS),
    ACCESSORIES: brandPicker(random.fork('brands/accessories'), ACCESSORY_BRANDS),
    CLOTHING: brandPicker(random.fork('brands/clothing'), [
      ...CLOTHING_AND_SHOE_BRANDS,
      ...BAG_BRANDS.slice(0, 30),
    ]),
    SHOES: brandPicker(random.fork('brands/shoes'), [
      ...CLOTHING_AND_SHOE_BRANDS,
      ...BAG_BRANDS.slice(30, 60),
    ]),
  };
  const modelsOf = new Map<string, string[]>();
  const modelFor = (brand: string): string => {
    let models = modelsOf.get(brand);
    if (!models) {
      models = random.fork(`models/${brand}`).sample(MODEL_NAMES, 5);
      modelsOf.set(brand, models);
    }
    return random.pick(models);
  };
  const colourEntries = COLOURS.map((colour) => [colour, COLOUR_WEIGHTS[colour] ?? 2] as const);
  const seen: Record<SupplierCategory, number> = { BAGS: 0, ACCESSORIES: 0, CLOTHING: 0, SHOES: 0 };
  const skus = new Set<string>();
  const eans = new Set<string>();
  const unique = (set: Set<string>, draw: () => string): string => {
    let value = draw();
    while (set.has(value)) value = draw();
    set.add(value);
    return value;
  };

  return plan.map((parentCategory, index) => {
    const nth = seen[parentCategory]++;
    const brand = brandFor[parentCategory]();
    const model = modelFor(brand);
    // Coverage first: the n-th item of a category takes the n-th type and colour until all were used.
    const colour = nth < COLOURS.length ? COLOURS[nth]! : random.weighted(colourEntries);
    let draft: Draft;
    if (parentCategory === 'BAGS') {
      draft = drawBag(
        random,
        nth < BAG_TYPES.length ? BAG_TYPES[nth]! : random.pick(BAG_TYPES),
        brand,
        model,
        colour,
      );
    } else if (parentCategory === 'ACCESSORIES') {
      const type = nth < ACCESSORY_TYPES.length ? ACCESSORY_TYPES[nth]! : random.pick(ACCESSORY_TYPES);
      draft = drawAccessory(random, type, brand, model, colour);
    } else if (parentCategory === 'CLOTHING') {
      draft = drawClothing(random, brand, model, colour);
    } else {
      draft = drawShoes(random, brand, model, colour);
    }

    const sku = unique(skus, () => `${skuPrefix(brand)}${random.digits(6)}${COLOUR_CODES[colour] ?? 'MUL'}`);
    const listPrice = listPriceFor(random, draft.euros);
    const soldOut = random.chance(SOLD_OUT_SHARE);
    const sizes = pickSizes(random, draft.sizes);
    const stock = quantities(random, sizes.length, soldOut);
    const retailPrice = Math.round((listPrice * random.int(130, 160)) / 10_000) * 100;
    const supplierDiscount = random.weighted([
      [0, 6],
      [10, 2],
      [20, 1],
      [30, 1],
    ] as const);
    const variants: Variant[] = sizes.map((size, i) => ({
      code: `${sku}-${size}`,
      size,
      sizeType: sizeTypeOf(size, parentCategory),
      quantity: stock[i] ?? 0,
      retailPrice,
      discount: supplierDiscount,
      ean: unique(eans, () => ean13(random)),
    }));

    const title = [brand, draft.model, ...draft.titleWords].filter((word) => word !== '').join(' ');
    const madeIn = random.weighted(
      COUNTRIES_OF_MANUFACTURE.map(
        (country, rank) => [country, rank === 0 ? 50 : rank < 4 ? 9 : rank < 9 ? 1.5 : 0.6] as const,
      ),
    );
    const description = [
      ...draft.phrases,
      `Colour ${draft.colour.toLowerCase()}`,
      `Made in ${madeIn}`,
      random.pick([
        'Comes with a dust bag',
        'Comes with the original box',
        'Comes with authenticity card',
        'Gift wrapping available',
      ]),
      `Style code ${sku}`,
    ].join(', ');
    const imageCount = random.weighted([
      [2, 3],
      [3, 3],
      [4, 4],
    ] as const);

    return {
      id: supplierItemId(index),
      sku,
      title,
      description,
      brand,
      listPrice,
      images: productImagePaths(imageFamilyFor(parentCategory, draft.category), draft.colour, imageCount),
      parentCategory,
      category: draft.category,
      madeIn,
      gender: draft.gender,
      colour: draft.colour,
      condition: random.weighted([
        [CONDITIONS[1], 55],
        [CONDITIONS[2], 25],
        [CONDITIONS[0], 12],
        [CONDITIONS[3], 5],
        [CONDITIONS[4], 2],
        [CONDITIONS[5], 1],
      ] as const),
      variants,
      storeProductId: null,
      searchTerms: searchTermsFor({
        brand,
        title,
        parentCategory,
        category: draft.category,
        colour: draft.colour,
        gender: draft.gender,
        sku,
      }),
    };
  });
}
