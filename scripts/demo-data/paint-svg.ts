// Paints the demo images' SVG into pixels, so the demo catalogue ships raster images as a real shop does.
// A browser draws an SVG <img> as a document of its own on the page's main thread (3-6 ms of CPU each,
// a dozen on a listing, while the page starts); a JPEG decodes off it. This is not a general SVG
// renderer: it draws the subset images.ts writes (rect, circle, ellipse, path with M L H V Q C Z,
// one group with a transform, fill and stroke with round joins and caps, dashes, opacity, linear
// gradients in bounding-box units) and throws on anything else, so a new drawing cannot come out wrong
// without a failing build. Pure: string in, pixels out.

export interface Pixels {
  width: number;
  height: number;
  /** 8-bit RGB, row by row. */
  rgb: Uint8Array;
}

type Point = [number, number];
/** An affine transform [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
type Matrix = [number, number, number, number, number, number];
type Rgb = [number, number, number];

interface Gradient {
  from: Point;
  to: Point;
  stops: { offset: number; colour: Rgb }[];
}

/** What an element inherits from its group. */
interface Style {
  fill: string;
  stroke: string;
  strokeWidth: number;
  fillRule: 'nonzero' | 'evenodd';
  dash: number[];
  transform: Matrix;
}

interface Subpath {
  points: Point[];
  closed: boolean;
}

/** Vertical samples per pixel row; across a row, coverage is exact. */
const SUBROWS = 4;
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function paintSvg(svg: string): Pixels {
  const tags = [...svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)];
  const root = tags[0];
  if (!root || root[2] !== 'svg') throw new Error('paintSvg: the drawing must start with <svg>');
  const rootAttrs = attributes(root[3]!);
  const width = Number(rootAttrs.width);
  const height = Number(rootAttrs.height);
  if (rootAttrs.viewBox !== `0 0 ${width} ${height}`) {
    throw new Error(`paintSvg: viewBox must be "0 0 width height", got "${rootAttrs.viewBox}"`);
  }
  const canvas = new Canvas(width, height);
  const gradients = new Map<string, Gradient>();
  let gradient: (Gradient & { id: string }) | null = null;
  const styles: Style[] = [
    { fill: '#000', stroke: 'none', strokeWidth: 1, fillRule: 'nonzero', dash: [], transform: IDENTITY },
  ];

  for (const [, closing, name, rawAttrs, selfClosing] of tags.slice(1)) {
    const attrs = attributes(rawAttrs!);
    const style = styles[styles.length - 1]!;
    if (closing) {
      if (name === 'g') styles.pop();
      if (name === 'linearGradient' && gradient) {
        gradients.set(gradient.id, gradient);
        gradient = null;
      }
      continue;
    }
    switch (name) {
      case 'svg':
        throw new Error('paintSvg: nested <svg> is not supported');
      case 'defs':
        break;
      case 'linearGradient':
        gradient = {
          id: attrs.id ?? '',
          from: [Number(attrs.x1 ?? 0), Number(attrs.y1 ?? 0)],
          to: [Number(attrs.x2 ?? 1), Number(attrs.y2 ?? 0)],
          stops: [],
        };
        if (selfClosing) throw new Error('paintSvg: a gradient needs stops');
        break;
      case 'stop': {
        if (!gradient) throw new Error('paintSvg: <stop> outside a gradient');
        const offset = attrs.offset ?? '0';
        gradient.stops.push({
          offset: offset.endsWith('%') ? Number(offset.slice(0, -1)) / 100 : Number(offset),
          colour: parseColour(attrs['stop-color'] ?? '#000'),
        });
        break;
      }
      case 'g': {
        if (attrs.opacity !== undefined) throw new Error('paintSvg: group opacity is not supported');
        const own = inherit(style, attrs);
        if (selfClosing) break;
        styles.push(own);
        break;
      }
      case 'path':
      case 'rect':
      case 'circle':
      case 'ellipse':
        canvas.draw(shapeOf(name, attrs), inherit(style, attrs), Number(attrs.opacity ?? 1), gradients);
        break;
      default:
        throw new Error(`paintSvg: <${name}> is not supported`);
    }
  }
  return canvas.pixels();
}

function attributes(raw: string): Record<string, string> {
  const result: Record<string, string> = {};
  const rest = raw.replace(/\s([a-zA-Z][a-zA-Z0-9:-]*)="([^"]*)"/g, (_, key: string, value: string) => {
    if (!KNOWN_ATTRIBUTES.has(key)) throw new Error(`paintSvg: attribute "${key}" is not supported`);
    result[key] = value;
    return '';
  });
  if (rest.trim()) throw new Error(`paintSvg: cannot read "${rest.trim()}"`);
  return result;
}

/** Every attribute the painter understands; any other throws rather than being drawn wrong. */
const KNOWN_ATTRIBUTES = new Set(
  (
    'xmlns viewBox width height id x y rx ry cx cy r d x1 y1 x2 y2 offset stop-color opacity transform ' +
    'fill fill-rule stroke stroke-width stroke-dasharray stroke-linejoin stroke-linecap'
  ).split(' '),
);

function inherit(parent: Style, attrs: Record<string, string>): Style {
  const join = attrs['stroke-linejoin'];
  const cap = attrs['stroke-linecap'];
  // Strokes are drawn as the union of round-ended segments: exact for round joins and caps only.
  if ((join && join !== 'round') || (cap && cap !== 'round')) {
    throw new Error('paintSvg: only round stroke joins and caps are supported');
  }
  return {
    fill: attrs.fill ?? parent.fill,
    stroke: attrs.stroke ?? parent.stroke,
    strokeWidth: attrs['stroke-width'] !== undefined ? Number(attrs['stroke-width']) : parent.strokeWidth,
    fillRule: (attrs['fill-rule'] as Style['fillRule'] | undefined) ?? parent.fillRule,
    dash: attrs['stroke-dasharray'] !== undefined ? numbers(attrs['stroke-dasharray']) : parent.dash,
    transform: attrs.transform
      ? multiply(parent.transform, parseTransform(attrs.transform))
      : parent.transform,
  };
}

function numbers(text: string): number[] {
  return [...text.matchAll(/-?(?:\d+\.?\d*|\.\d+)/g)].map((m) => Number(m[0]));
}

function parseColour(text: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (!hex) throw new Error(`paintSvg: colour "${text}" is not supported`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

// --- Transforms --------------------------------------------------------------------------------

function multiply([a1, b1, c1, d1, e1, f1]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix {
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

function parseTransform(text: string): Matrix {
  let matrix = IDENTITY;
  for (const [, kind, args] of text.matchAll(/([a-z]+)\(([^)]*)\)/g)) {
    const n = numbers(args!);
    let step: Matrix;
    if (kind === 'translate') step = [1, 0, 0, 1, n[0]!, n[1] ?? 0];
    else if (kind === 'scale') step = [n[0]!, 0, 0, n[1] ?? n[0]!, 0, 0];
    else if (kind === 'rotate') {
      const rad = (n[0]! * Math.PI) / 180;
      const [cx, cy] = [n[1] ?? 0, n[2] ?? 0];
      const turn: Matrix = [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
      step = multiply(multiply([1, 0, 0, 1, cx, cy], turn), [1, 0, 0, 1, -cx, -cy]);
    } else throw new Error(`paintSvg: transform "${kind}" is not supported`);
    matrix = multiply(matrix, step);
  }
  return matrix;
}

function apply([a, b, c, d, e, f]: Matrix, [x, y]: Point): Point {
  return [a * x + c * y + e, b * x + d * y + f];
}

function invert([a, b, c, d, e, f]: Matrix): Matrix {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

// --- Geometry ----------------------------------------------------------------------------------

function shapeOf(name: string, attrs: Record<string, string>): Subpath[] {
  const n = (key: string) => Number(attrs[key] ?? 0);
  if (name === 'path') return parsePath(attrs.d ?? '');
  if (name === 'circle') return [ellipse(n('cx'), n('cy'), n('r'), n('r'))];
  if (name === 'ellipse') return [ellipse(n('cx'), n('cy'), n('rx'), n('ry'))];
  return [roundedRect(n('x'), n('y'), n('width'), n('height'), n('rx'))];
}

function ellipse(cx: number, cy: number, rx: number, ry: number): Subpath {
  const steps = Math.max(24, Math.ceil(Math.max(rx, ry) * 1.5));
  const points: Point[] = [];
  for (let i = 0; i < steps; i++) {
    const t = (i / steps) * 2 * Math.PI;
    points.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
  }
  return { points, closed: true };
}

function roundedRect(x: number, y: number, w: number, h: number, rx: number): Subpath {
  const r = Math.min(rx, w / 2, h / 2);
  if (r <= 0)
    return {
      points: [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ],
      closed: true,
    };
  const points: Point[] = [];
  const corners: [number, number, number][] = [
    [x + w - r, y + r, -Math.PI / 2],
    [x + w - r, y + h - r, 0],
    [x + r, y + h - r, Math.PI / 2],
    [x + r, y + r, Math.PI],
  ];
  const steps = Math.max(4, Math.ceil(r));
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= steps; i++) {
      const t = start + (i / steps) * (Math.PI / 2);
      points.push([cx + r * Math.cos(t), cy + r * Math.sin(t)]);
    }
  }
  return { points, closed: true };
}

function parsePath(d: string): Subpath[] {
  const tokens = [...d.matchAll(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g)].map((m) => m[0]);
  const subpaths: Subpath[] = [];
  let current: Subpath | null = null;
  let [x, y] = [0, 0];
  let command = '';
  let i = 0;
  const next = () => {
    const token = tokens[i++];
    if (token === undefined || /[a-zA-Z]/.test(token)) throw new Error(`paintSvg: bad path "${d}"`);
    return Number(token);
  };
  const lineTo = (nx: number, ny: number) => {
    current!.points.push([nx, ny]);
    [x, y] = [nx, ny];
  };
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) command = tokens[i++]!;
    const relative = command === command.toLowerCase();
    const [ox, oy] = relative ? [x, y] : [0, 0];
    switch (command.toUpperCase()) {
      case 'M': {
        const [nx, ny] = [next() + ox, next() + oy];
        current = { points: [[nx, ny]], closed: false };
        subpaths.push(current);
        [x, y] = [nx, ny];
        command = relative ? 'l' : 'L'; // further pairs are line segments
        break;
      }
      case 'L':
        lineTo(next() + ox, next() + oy);
        break;
      case 'H':
        lineTo(next() + ox, y);
        break;
      case 'V':
        lineTo(x, next() + oy);
        break;
      case 'Q': {
        const control: Point = [next() + ox, next() + oy];
        const end: Point = [next() + ox, next() + oy];
        for (const p of flattenCurve([[x, y], control, end])) lineTo(...p);
        break;
      }
      case 'C': {
        const c1: Point = [next() + ox, next() + oy];
        const c2: Point = [next() + ox, next() + oy];
        const end: Point = [next() + ox, next() + oy];
        for (const p of flattenCurve([[x, y], c1, c2, end])) lineTo(...p);
        break;
      }
      case 'Z': {
        if (!current) throw new Error(`paintSvg: bad path "${d}"`);
        current.closed = true;
        [x, y] = current.points[0]!;
        // A command after Z starts a new subpath at the same point.
        current = { points: [[x, y]], closed: false };
        subpaths.push(current);
        command = '';
        break;
      }
      default:
        throw new Error(`paintSvg: path command "${command}" is not supported`);
    }
    if (!current) throw new Error(`paintSvg: path "${d}" must start with M`);
  }
  return subpaths.filter((s) => s.points.length > 1 || s.closed);
}

/** Points of a quadratic or cubic Bézier after its start, close enough for pixels. */
function flattenCurve(control: Point[]): Point[] {
  let length = 0;
  for (let k = 1; k < control.length; k++) {
    length += Math.hypot(control[k]![0] - control[k - 1]![0], control[k]![1] - control[k - 1]![1]);
  }
  const steps = Math.min(64, Math.max(4, Math.ceil(length / 4)));
  const points: Point[] = [];
  for (let s = 1; s <= steps; s++) {
    const t = s / steps;
    // de Casteljau
    let level = control.map((p) => [...p] as Point);
    while (level.length > 1) {
      level = level
        .slice(1)
        .map((p, k) => [level[k]![0] + (p[0] - level[k]![0]) * t, level[k]![1] + (p[1] - level[k]![1]) * t]);
    }
    points.push(level[0]!);
  }
  return points;
}

/** The pieces of a polyline a dash pattern leaves drawn. */
function dashed(points: Point[], pattern: number[]): Point[][] {
  if (pattern.length === 0 || pattern.every((v) => v <= 0)) return [points];
  const lengths = pattern.length % 2 ? [...pattern, ...pattern] : pattern;
  const pieces: Point[][] = [];
  let index = 0;
  let left = lengths[0]!;
  let piece: Point[] | null = [points[0]!];
  for (let k = 1; k < points.length; k++) {
    let [ax, ay] = points[k - 1]!;
    const [bx, by] = points[k]!;
    let segment = Math.hypot(bx - ax, by - ay);
    while (segment > left) {
      const t = left / segment;
      const [mx, my] = [ax + (bx - ax) * t, ay + (by - ay) * t];
      if (piece) {
        piece.push([mx, my]);
        pieces.push(piece);
        piece = null;
      } else piece = [[mx, my]];
      segment -= left;
      [ax, ay] = [mx, my];
      index = (index + 1) % lengths.length;
      left = lengths[index]!;
    }
    left -= segment;
    if (piece) piece.push([bx, by]);
  }
  if (piece && piece.length > 1) pieces.push(piece);
  return pieces;
}

// --- Pixels ------------------------------------------------------------------------------------

class Canvas {
  private readonly colour: Float32Array;
  /** Coverage (0-1) of the shape being drawn; cleared after each use within `dirty`. */
  private readonly coverage: Float32Array;

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {
    this.colour = new Float32Array(width * height * 3).fill(255);
    this.coverage = new Float32Array(width * height);
  }

  draw(shape: Subpath[], style: Style, opacity: number, gradients: Map<string, Gradient>): void {
    const device = shape.map((s) => ({
      points: s.points.map((p) => apply(style.transform, p)),
      closed: s.closed,
    }));
    if (style.fill !== 'none') {
      this.compose(this.fill(device, style.fillRule), paintOf(style.fill, shape, style, gradients), opacity);
    }
    if (style.stroke !== 'none' && style.strokeWidth > 0) {
      const [a, b, c, d] = style.transform;
      const halfWidth = (style.strokeWidth * Math.sqrt(Math.abs(a * d - b * c))) / 2;
      const lines = device.flatMap((s) =>
        dashed(s.closed ? [...s.points, s.points[0]!] : s.points, style.dash),
      );
      this.compose(this.stroke(lines, halfWidth), paintOf(style.stroke, shape, style, gradients), opacity);
    }
  }

  pixels(): Pixels {
    const rgb = new Uint8Array(this.colour.length);
    for (let i = 0; i < rgb.length; i++) rgb[i] = Math.round(this.colour[i]!);
    return { width: this.width, height: this.height, rgb };
  }

  /** Scanline fill; returns the box of pixels it touched. */
  private fill(shape: Subpath[], rule: Style['fillRule']): Box {
    // Edges as x0 y0 x1 y1 direction, top end first.
    const edges: number[] = [];
    for (const { points } of shape) {
      for (let k = 0; k < points.length; k++) {
        const [ax, ay] = points[k]!;
        const [bx, by] = points[(k + 1) % points.length]!;
        if (ay === by) continue;
        edges.push(...(ay < by ? [ax, ay, bx, by, 1] : [bx, by, ax, ay, -1]));
      }
    }
    const box = emptyBox();
    if (edges.length === 0) return box;
    let [top, bottom] = [Infinity, -Infinity];
    for (let e = 0; e < edges.length; e += 5) {
      top = Math.min(top, edges[e + 1]!);
      bottom = Math.max(bottom, edges[e + 3]!);
    }
    const xs: number[] = [];
    const directions: number[] = [];
    const order: number[] = [];
    for (let row = Math.max(0, Math.floor(top)); row < Math.min(this.height, Math.ceil(bottom)); row++) {
      for (let sub = 0; sub < SUBROWS; sub++) {
        const sy = row + (sub + 0.5) / SUBROWS;
        xs.length = directions.length = order.length = 0;
        for (let e = 0; e < edges.length; e += 5) {
          const [x0, y0, x1, y1] = [edges[e]!, edges[e + 1]!, edges[e + 2]!, edges[e + 3]!];
          if (sy < y0 || sy >= y1) continue;
          order.push(xs.length);
          xs.push(x0 + ((sy - y0) / (y1 - y0)) * (x1 - x0));
          directions.push(edges[e + 4]!);
        }
        order.sort((p, q) => xs[p]! - xs[q]!);
        let winding = 0;
        for (let k = 0; k < order.length - 1; k++) {
          winding += directions[order[k]!]!;
          const inside = rule === 'evenodd' ? k % 2 === 0 : winding !== 0;
          if (inside) this.span(row, xs[order[k]!]!, xs[order[k + 1]!]!, 1 / SUBROWS, box);
        }
      }
    }
    return box;
  }

  /** Adds `weight` x the part of each pixel of `row` that lies between `from` and `to`. */
  private span(row: number, from: number, to: number, weight: number, box: Box): void {
    const a = Math.max(0, from);
    const b = Math.min(this.width, to);
    if (b <= a) return;
    const first = Math.floor(a);
    const last = Math.min(this.width - 1, Math.ceil(b) - 1);
    for (let x = first; x <= last; x++) {
      this.coverage[row * this.width + x]! += weight * (Math.min(b, x + 1) - Math.max(a, x));
    }
    grow(box, first, row, last, row);
  }

  /** Round-jointed, round-capped strokes: each pixel is covered by its distance to the nearest segment. */
  private stroke(lines: Point[][], halfWidth: number): Box {
    const box = emptyBox();
    for (const line of lines) {
      for (let k = 0; k < Math.max(1, line.length - 1); k++) {
        const [ax, ay] = line[k]!;
        const [bx, by] = line[Math.min(k + 1, line.length - 1)]!;
        const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - halfWidth - 1));
        const x1 = Math.min(this.width - 1, Math.ceil(Math.max(ax, bx) + halfWidth + 1));
        const y0 = Math.max(0, Math.floor(Math.min(ay, by) - halfWidth - 1));
        const y1 = Math.min(this.height - 1, Math.ceil(Math.max(ay, by) + halfWidth + 1));
        const [dx, dy] = [bx - ax, by - ay];
        const lengthSquared = dx * dx + dy * dy;
        for (let y = y0; y <= y1; y++) {
          for (let x = x0; x <= x1; x++) {
            const [px, py] = [x + 0.5 - ax, y + 0.5 - ay];
            const t = lengthSquared ? Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared)) : 0;
            const [ex, ey] = [px - t * dx, py - t * dy];
            const distance = Math.sqrt(ex * ex + ey * ey);
            const cover = Math.min(1, halfWidth - distance + 0.5);
            const i = y * this.width + x;
            if (cover > this.coverage[i]!) this.coverage[i] = cover;
          }
        }
        grow(box, x0, y0, x1, y1);
      }
    }
    return box;
  }

  private compose(box: Box, paint: Rgb | ((x: number, y: number) => Rgb), opacity: number): void {
    const { coverage, colour, width } = this;
    for (let y = box.y0; y <= box.y1; y++) {
      for (let x = box.x0; x <= box.x1; x++) {
        const i = y * width + x;
        const alpha = Math.min(1, coverage[i]!) * opacity;
        coverage[i] = 0;
        if (alpha <= 0) continue;
        const rgb = typeof paint === 'function' ? paint(x + 0.5, y + 0.5) : paint;
        for (let c = 0; c < 3; c++)
          colour[i * 3 + c] = colour[i * 3 + c]! + (rgb[c]! - colour[i * 3 + c]!) * alpha;
      }
    }
  }
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function emptyBox(): Box {
  return { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
}

function grow(box: Box, x0: number, y0: number, x1: number, y1: number): void {
  box.x0 = Math.min(box.x0, x0);
  box.y0 = Math.min(box.y0, y0);
  box.x1 = Math.max(box.x1, x1);
  box.y1 = Math.max(box.y1, y1);
}

/** A flat colour, or a gradient over the shape's own bounding box (SVG's default units). */
function paintOf(
  value: string,
  shape: Subpath[],
  style: Style,
  gradients: Map<string, Gradient>,
): Rgb | ((x: number, y: number) => Rgb) {
  const id = /^url\(#([^)]+)\)$/.exec(value)?.[1];
  if (!id) return parseColour(value);
  const gradient = gradients.get(id);
  if (!gradient || gradient.stops.length === 0) throw new Error(`paintSvg: no gradient "${id}"`);
  const points = shape.flatMap((s) => s.points);
  const left = Math.min(...points.map((p) => p[0]));
  const top = Math.min(...points.map((p) => p[1]));
  const w = Math.max(...points.map((p) => p[0])) - left || 1;
  const h = Math.max(...points.map((p) => p[1])) - top || 1;
  const [ia, ib, ic, id_, ie, if_] = invert(style.transform);
  const [gx, gy] = [gradient.to[0] - gradient.from[0], gradient.to[1] - gradient.from[1]];
  const stops = gradient.stops;
  const out: Rgb = [0, 0, 0];
  return (x, y) => {
    const u = (ia * x + ic * y + ie - left) / w - gradient.from[0];
    const v = (ib * x + id_ * y + if_ - top) / h - gradient.from[1];
    const t = Math.max(0, Math.min(1, (u * gx + v * gy) / (gx * gx + gy * gy)));
    let k = 0;
    while (k < stops.length - 1 && stops[k + 1]!.offset <= t) k++;
    const a = stops[k]!;
    const b = stops[Math.min(k + 1, stops.length - 1)]!;
    const f = b.offset > a.offset ? Math.max(0, Math.min(1, (t - a.offset) / (b.offset - a.offset))) : 0;
    for (let c = 0; c < 3; c++) out[c] = a.colour[c]! + (b.colour[c]! - a.colour[c]!) * f;
    return out;
  };
}
