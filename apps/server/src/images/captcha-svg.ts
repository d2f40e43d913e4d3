type Point = [number, number];

/** Outlines of the digits as pen strokes in a 10 × 16 box (y down); drawn distorted, never as text. */
const digitStrokes: Record<string, Point[][]> = {
  0: [ellipse(5, 8, 4, 7)],
  1: [[[2, 4], [5, 1], [5, 15]], [[2, 15], [8, 15]]],
  2: [[[1, 5], [2, 2], [5, 1], [8, 2], [9, 5], [8, 8], [1, 15], [9, 15]]],
  3: [[[1, 2], [5, 1], [8, 2], [9, 4], [8, 7], [4, 8], [8, 9], [9, 12], [8, 14], [5, 15], [1, 14]]],
  4: [[[7, 15], [7, 1], [1, 11], [9, 11]]],
  5: [[[9, 1], [2, 1], [1, 7], [5, 6], [8, 7], [9, 10], [8, 14], [5, 15], [1, 14]]],
  6: [sixStroke()],
  7: [[[1, 1], [9, 1], [4, 15]], [[3, 8], [8, 8]]],
  8: [ellipse(5, 4.5, 3.5, 3.5), ellipse(5, 11.5, 4, 3.5)],
  9: [sixStroke().map(([x, y]): Point => [10 - x, 16 - y])],
};

function ellipse(cx: number, cy: number, rx: number, ry: number): Point[] {
  return Array.from({ length: 25 }, (_, i): Point => [cx + rx * Math.sin((i / 24) * 2 * Math.PI), cy - ry * Math.cos((i / 24) * 2 * Math.PI)]);
}

function sixStroke(): Point[] {
  return [[8, 2], [5, 1], [2, 3], [1, 8], [1, 12], [3, 15], [6, 15], [9, 12], [8, 9], [5, 8], [2, 9], [1, 11]];
}

const width = 160;
const height = 56;
// The digits darker than the noise, for people; colour alone tells a program little, as the
// noise shares the digits' hues and the scratches their stroke width.
const digitInk = ['#111827', '#1e3a8a', '#7c2d12', '#14532d'];
const noiseInk = ['#6b7280', '#9ca3af', '#1e3a8a', '#7c2d12'];

const between = (low: number, high: number) => low + Math.random() * (high - low);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const round = (n: number) => Math.round(n * 10) / 10;

/** Splits each leg of a stroke into short steps, so the wave and the jitter bend it everywhere. */
function subdivide(stroke: Point[], step = 2): Point[] {
  const out: Point[] = [stroke[0]!];
  for (let i = 1; i < stroke.length; i += 1) {
    const [x0, y0] = stroke[i - 1]!;
    const [x1, y1] = stroke[i]!;
    const parts = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let p = 1; p <= parts; p += 1) out.push([x0 + ((x1 - x0) * p) / parts, y0 + ((y1 - y0) * p) / parts]);
  }
  return out;
}

function pathOf(points: Point[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join('');
}

/** A wave across the whole picture: every stroke, digit or noise, bends with it. */
function waveOf(): (p: Point) => Point {
  const amplitude = between(1.5, 3);
  const length = between(50, 80);
  const phase = between(0, 2 * Math.PI);
  return ([x, y]) => [x + between(-0.2, 0.2), y + amplitude * Math.sin(x / length * 2 * Math.PI + phase) + between(-0.2, 0.2)];
}

function digitPaths(code: string, wave: (p: Point) => Point): string[] {
  const slot = (width - 24) / code.length;
  return [...code].flatMap((digit, index) => {
    const scale = between(1.9, 2.2);
    const angle = between(-0.3, 0.3);
    const skew = between(-0.25, 0.25);
    const originX = 12 + slot * index + between(2, slot - 10 * scale + 2);
    const originY = (height - 16 * scale) / 2 + between(-2, 2);
    const place = ([x, y]: Point): Point => {
      const dx = (x - 5 + skew * (y - 8)) * scale;
      const dy = (y - 8) * scale;
      return [originX + 5 * scale + dx * Math.cos(angle) - dy * Math.sin(angle), originY + 8 * scale + dx * Math.sin(angle) + dy * Math.cos(angle)];
    };
    return (digitStrokes[digit] ?? []).map((stroke) => strokeElement(subdivide(stroke, 1.5).map(place).map(wave), between(3, 3.6), digitInk));
  });
}

function noisePaths(wave: (p: Point) => Point): string[] {
  const curves = Array.from({ length: 3 }, () => {
    const start: Point = [between(-10, 20), between(4, height - 4)];
    const end: Point = [between(width - 20, width + 10), between(4, height - 4)];
    const middle: Point = [between(40, width - 40), between(-10, height + 10)];
    const points = Array.from({ length: 40 }, (_, i): Point => {
      const t = i / 39;
      return [(1 - t) ** 2 * start[0] + 2 * (1 - t) * t * middle[0] + t ** 2 * end[0], (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * middle[1] + t ** 2 * end[1]];
    });
    return strokeElement(points.map(wave), between(1, 1.8), noiseInk);
  });
  // Short strokes as thick as the digits' own, so no stroke width tells a digit from the noise.
  const scratches = Array.from({ length: 6 }, () => {
    const from: Point = [between(0, width), between(0, height)];
    const to: Point = [from[0] + between(-12, 12), from[1] + between(-8, 8)];
    return strokeElement(subdivide([from, to]).map(wave), between(2.4, 3.2), noiseInk);
  });
  const dots = Array.from({ length: 40 }, () =>
    `<circle cx="${round(between(0, width))}" cy="${round(between(0, height))}" r="${round(between(0.6, 1.8))}" fill="${pick(noiseInk)}" opacity="${round(between(0.3, 0.8))}"/>`);
  return [...curves, ...scratches, ...dots];
}

function strokeElement(points: Point[], strokeWidth: number, colours: readonly string[]): string {
  return `<path d="${pathOf(points)}" fill="none" stroke="${pick(colours)}" stroke-width="${round(strokeWidth)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The COD captcha's picture: the digits as pen strokes, each placed, turned, slanted and bent
 * by a wave, mixed in random order with noise curves, scratches and dots. There is no text in
 * it to copy: reading it takes eyes (or more work than a scripted order is worth).
 */
export function drawCaptcha(code: string): string {
  const wave = waveOf();
  const elements = shuffled([...digitPaths(code, wave), ...noisePaths(wave)]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="${width}" height="${height}" fill="#f3f4f6"/>${elements.join('')}</svg>`;
}

/** The picture as a data: URL, for an `<img src>` that needs no second request. */
export function captchaDataUrl(code: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(code)).toString('base64')}`;
}
