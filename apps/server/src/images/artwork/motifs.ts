import type { Paint } from './colour.ts';

/**
 * The surface of a fabric: woven zari buttis, a block print, stripes, checks, bandhani dots,
 * chikankari-style embroidery, mirror work, or plain; on metal goods, hammered. Textile drawings lay one over their body
 * so two kurtas of one colour still differ, as the name or the Pattern attribute says.
 */
export const designs = ['plain', 'zari', 'temple', 'print', 'stripes', 'checks', 'bandhani', 'embroidery', 'mirror', 'hammered'] as const;
export type Design = (typeof designs)[number];

/** What a drawing is given besides its paint: the fabric's design and an id unique in the picture. */
export interface Look { design: Design; id: string }

/** How a textile drawing lays a design over one of its shapes. */
export interface Fabric {
  /** The shape filled with the body colour, outlined, and covered with the design. */
  cloth(d: string, extra?: string): string;
}

/**
 * A fabric for one drawing: `id` keeps the pattern's name unique when a banner draws several
 * items into one picture.
 */
export function fabricFor(p: Paint, design: Design, id: string): Fabric {
  const pattern = patternOf(p, design, `m-${id}`);
  let defined = false;
  return {
    cloth(d, extra = '') {
      const outline = `stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"`;
      const body = `<path d="${d}" fill="${p.body}" ${outline} ${extra}/>`;
      if (!pattern) return body;
      // The pattern is defined once per drawing, next to its first use.
      const defs = defined ? '' : `<defs>${pattern}</defs>`;
      defined = true;
      return `${defs}${body}<path d="${d}" fill="url(#m-${id})"/><path d="${d}" fill="none" ${outline}/>`;
    },
  };
}

function patternOf(p: Paint, design: Design, id: string): string | null {
  const tile = (size: number, content: string, rotate = 0) =>
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${rotate ? ` patternTransform="rotate(${rotate})"` : ''}>${content}</pattern>`;
  switch (design) {
    case 'plain':
      return null;
    case 'zari':
      // Gold buttis in a half-drop repeat, as on a Banarasi.
      return tile(36, `<path d="M9 4 Q13 9 9 14 Q5 9 9 4 Z M27 22 Q31 27 27 32 Q23 27 27 22 Z" fill="${p.trim}"/>
        <circle cx="9" cy="16" r="1.6" fill="${p.trim}"/><circle cx="27" cy="34" r="1.6" fill="${p.trim}"/>`);
    case 'temple':
      // Small checks of the body's own lighter tone; the drawing adds a broad temple border.
      return tile(24, `<rect width="12" height="12" fill="${p.light}" opacity="0.22"/><rect x="12" y="12" width="12" height="12" fill="${p.light}" opacity="0.22"/>`);
    case 'print':
      // A five-petal flower and a leaf, the everyday Sanganeri block.
      return tile(40, `<g fill="${p.light}">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="12" cy="7" rx="3" ry="5" transform="rotate(${a} 12 12)"/>`).join('')}</g>
        <circle cx="12" cy="12" r="2.6" fill="${p.trim}"/>
        <path d="M28 26 Q36 28 34 36 Q26 34 28 26 Z" fill="${p.trim}" opacity="0.85"/>`);
    case 'stripes':
      return tile(28, `<rect width="28" height="7" fill="${p.light}" opacity="0.8"/><rect y="14" width="28" height="3" fill="${p.trim}"/>`, 90);
    case 'checks':
      return tile(32, `<rect width="32" height="10" fill="${p.shade}" opacity="0.35"/><rect width="10" height="32" fill="${p.shade}" opacity="0.35"/>
        <rect x="20" width="2" height="32" fill="${p.trim}"/><rect y="20" width="32" height="2" fill="${p.trim}"/>`);
    case 'bandhani':
      // Tie-dye dots: tiny rings of undyed cloth in clusters of four.
      return tile(30, `<g fill="#ffffff" opacity="0.9">${[[8, 6], [12, 10], [8, 14], [4, 10], [23, 21], [27, 25], [23, 29], [19, 25]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.8"/>`).join('')}</g>`);
    case 'embroidery':
      // White thread-work vines and paisleys, chikankari style.
      return tile(46, `<g fill="none" stroke="#ffffff" stroke-width="1.6" opacity="0.85">
        <path d="M4 40 Q16 30 12 18 Q8 8 20 4"/><path d="M26 40 Q40 38 40 26 Q40 16 30 18 Q24 22 30 28"/>
        <circle cx="20" cy="4" r="2.2"/><circle cx="12" cy="18" r="2.2"/></g>`);
    case 'hammered':
      // Facets of a hand-beaten copper or brass surface catching the light.
      return tile(26, `<ellipse cx="7" cy="7" rx="5" ry="4" fill="${p.light}" opacity="0.45"/><ellipse cx="20" cy="19" rx="5" ry="4" fill="${p.light}" opacity="0.45"/>
        <ellipse cx="8" cy="9" rx="4" ry="3" fill="${p.shade}" opacity="0.18"/><ellipse cx="21" cy="21" rx="4" ry="3" fill="${p.shade}" opacity="0.18"/>`);
    case 'mirror':
      // Little round mirrors ringed in thread.
      return tile(34, `<circle cx="9" cy="9" r="5" fill="#e9eef2" stroke="${p.trim}" stroke-width="2.2"/>
        <circle cx="26" cy="26" r="5" fill="#e9eef2" stroke="${p.trim}" stroke-width="2.2"/>
        <circle cx="26" cy="9" r="1.6" fill="${p.trim}"/><circle cx="9" cy="26" r="1.6" fill="${p.trim}"/>`);
  }
}

/** The path of a rounded rectangle, for shapes a design is laid over. */
export function roundedRect(x: number, y: number, width: number, height: number, r: number): string {
  return `M${x + r} ${y} L${x + width - r} ${y} Q${x + width} ${y} ${x + width} ${y + r} L${x + width} ${y + height - r} `
    + `Q${x + width} ${y + height} ${x + width - r} ${y + height} L${x + r} ${y + height} Q${x} ${y + height} ${x} ${y + height - r} `
    + `L${x} ${y + r} Q${x} ${y} ${x + r} ${y} Z`;
}
