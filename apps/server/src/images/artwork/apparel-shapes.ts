import type { Paint } from './colour.ts';

/**
 * Clothing and footwear drawn as flat vector silhouettes in a 400x400 box. Each shape gets a
 * border or motif in the trim colour so the tiles read as Indian textiles, not clip-art.
 */

const outline = (p: Paint) => `stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"`;

function dots(points: Array<[number, number]>, radius: number, fill: string): string {
  return points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"/>`).join('');
}

function grid(x0: number, y0: number, columns: number, rows: number, step: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) points.push([x0 + c * step + (r % 2) * (step / 2), y0 + r * step]);
  }
  return points;
}

export function kurta(p: Paint): string {
  return `<path d="M150 50 L250 50 L305 80 L345 190 L312 202 L282 130 L292 370 L108 370 L118 130 L88 202 L55 190 L95 80 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M112 336 L288 336 L292 370 L108 370 Z" fill="${p.trim}"/>
    <path d="M176 50 Q200 100 224 50" fill="${p.shade}"/>
    <line x1="200" y1="78" x2="200" y2="160" stroke="${p.trim}" stroke-width="5"/>
    ${dots([[200, 96], [200, 120], [200, 144]], 5, p.light)}
    ${dots(grid(138, 190, 5, 4, 32), 4, p.light)}`;
}

export function tshirt(p: Paint): string {
  return `<path d="M140 60 L172 48 Q200 80 228 48 L260 60 L340 108 L310 166 L272 146 L272 350 L128 350 L128 146 L90 166 L60 108 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M172 48 Q200 80 228 48" fill="none" stroke="${p.shade}" stroke-width="9"/>
    <circle cx="200" cy="200" r="46" fill="${p.trim}"/>
    ${dots([[176, 182], [222, 178], [206, 222], [168, 222], [232, 214]], 9, p.light)}`;
}

export function shirt(p: Paint): string {
  return `<path d="M140 60 L175 48 L225 48 L260 60 L330 100 L360 300 L325 308 L290 160 L287 360 L113 360 L110 160 L75 308 L40 300 L70 100 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M175 48 L200 92 L225 48 L242 62 L206 108 L200 98 L194 108 L158 62 Z" fill="${p.light}" ${outline(p)}/>
    <line x1="200" y1="104" x2="200" y2="360" stroke="${p.shade}" stroke-width="3"/>
    ${dots([[200, 130], [200, 175], [200, 220], [200, 265], [200, 310]], 5, p.trim)}
    <rect x="222" y="130" width="42" height="46" rx="4" fill="none" stroke="${p.shade}" stroke-width="3"/>`;
}

export function nehruJacket(p: Paint): string {
  return `<path d="M140 60 L172 50 L200 96 L228 50 L260 60 L290 120 L292 345 L108 345 L110 120 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M110 120 Q140 150 150 95 L140 60 Z M290 120 Q260 150 250 95 L260 60 Z" fill="${p.shade}" opacity="0.35"/>
    <path d="M168 48 L232 48 L228 62 L172 62 Z" fill="${p.trim}"/>
    <line x1="200" y1="98" x2="200" y2="345" stroke="${p.shade}" stroke-width="3"/>
    ${dots([[200, 120], [200, 160], [200, 200], [200, 240], [200, 280]], 6, p.trim)}
    <line x1="232" y1="200" x2="270" y2="196" stroke="${p.trim}" stroke-width="4"/>`;
}

export function saree(p: Paint): string {
  return `<path d="M200 44 Q200 22 216 22 Q232 22 230 40" fill="none" stroke="${p.shade}" stroke-width="6"/>
    <path d="M200 46 L112 72 M200 46 L288 72" stroke="${p.shade}" stroke-width="6"/>
    <path d="M112 70 L288 70 L304 332 Q252 352 200 336 Q148 352 96 332 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M96 332 Q148 352 200 336 Q252 352 304 332 L300 296 Q252 316 200 302 Q148 316 100 296 Z" fill="${p.trim}"/>
    <path d="M258 70 L288 70 L302 300 L270 298 Z" fill="${p.trim}" opacity="0.85"/>
    <path d="M160 76 Q150 200 148 318 M220 76 Q228 200 236 316" fill="none" stroke="${p.shade}" stroke-width="3" opacity="0.4"/>
    ${dots(grid(130, 110, 4, 6, 30), 5, p.light)}`;
}

export function lehenga(p: Paint): string {
  const pleats = [120, 160, 200, 240, 280].map((x) => `<line x1="${200 + (x - 200) * 0.35}" y1="140" x2="${x}" y2="350" stroke="${p.shade}" stroke-width="3" opacity="0.35"/>`).join('');
  return `<path d="M160 52 L240 52 L266 76 L256 118 L144 118 L134 76 Z" fill="${p.trim}" ${outline(p)}/>
    <path d="M150 130 L250 130 L342 350 Q200 384 58 350 Z" fill="${p.body}" ${outline(p)}/>
    ${pleats}
    <rect x="148" y="122" width="104" height="16" rx="4" fill="${p.trim}"/>
    <path d="M70 322 Q200 354 330 322 L342 350 Q200 384 58 350 Z" fill="${p.trim}"/>
    ${dots(grid(120, 200, 6, 3, 30), 5, p.light)}`;
}

export function dupatta(p: Paint): string {
  const fringe = [112, 124, 136, 148, 232, 244, 256, 268].map((x) => `<line x1="${x}" y1="332" x2="${x}" y2="352" stroke="${p.trim}" stroke-width="4"/>`).join('');
  return `<line x1="70" y1="60" x2="330" y2="60" stroke="${p.shade}" stroke-width="10" stroke-linecap="round"/>
    <path d="M100 60 L180 60 L162 334 L104 334 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M220 60 L300 60 L296 334 L228 334 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M104 304 L164 304 L162 334 L104 334 Z M228 304 L296 304 L296 334 L228 334 Z" fill="${p.trim}"/>
    ${fringe}
    ${dots(grid(120, 100, 2, 6, 30).concat(grid(244, 100, 2, 6, 30)), 5, p.light)}`;
}

export function trousers(p: Paint): string {
  return `<path d="M128 50 L272 50 L294 360 L222 360 L200 142 L178 360 L106 360 Z" fill="${p.body}" ${outline(p)}/>
    <rect x="128" y="50" width="144" height="24" fill="${p.shade}"/>
    <path d="M140 76 Q150 112 180 108 M260 76 Q250 112 220 108" fill="none" stroke="${p.trim}" stroke-width="4" stroke-dasharray="8 6"/>
    <line x1="200" y1="74" x2="200" y2="140" stroke="${p.trim}" stroke-width="3" stroke-dasharray="8 6"/>
    <path d="M110 330 L178 330 M222 330 L292 330" stroke="${p.trim}" stroke-width="4" stroke-dasharray="8 6"/>`;
}

export function frock(p: Paint): string {
  const frill = [90, 125, 160, 195, 230, 265, 300].map((x, i) => `<circle cx="${x + 5}" cy="${336 + (i % 2) * 4}" r="18" fill="${p.trim}"/>`).join('');
  return `<circle cx="148" cy="88" r="26" fill="${p.light}" ${outline(p)}/>
    <circle cx="252" cy="88" r="26" fill="${p.light}" ${outline(p)}/>
    <path d="M164 64 L236 64 L250 150 L150 150 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M176 64 Q200 92 224 64" fill="${p.shade}"/>
    ${frill}
    <path d="M150 150 L250 150 L322 330 Q200 356 78 330 Z" fill="${p.body}" ${outline(p)}/>
    <rect x="146" y="144" width="108" height="16" rx="6" fill="${p.trim}"/>
    <ellipse cx="184" cy="152" rx="18" ry="12" fill="${p.trim}"/><ellipse cx="216" cy="152" rx="18" ry="12" fill="${p.trim}"/>
    ${dots(grid(140, 200, 4, 4, 30), 6, p.light)}`;
}

export function shoe(p: Paint): string {
  return `<path d="M46 298 Q46 334 92 334 L328 334 Q364 334 360 298 Z" fill="${p.shade}"/>
    <path d="M58 300 Q66 226 150 212 Q204 206 244 232 L302 248 Q352 262 358 300 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M344 268 Q384 238 362 206" fill="none" stroke="${p.body}" stroke-width="12" stroke-linecap="round"/>
    <ellipse cx="128" cy="226" rx="58" ry="14" fill="${p.shade}"/>
    <path d="M196 240 Q250 250 300 270" fill="none" stroke="${p.trim}" stroke-width="6" stroke-dasharray="2 10" stroke-linecap="round"/>
    ${dots([[230, 268], [262, 276], [292, 284], [200, 262]], 6, p.trim)}`;
}
