import type { Paint } from './colour.ts';

/** Footwear in a 400x400 box: juttis and mojaris, sneakers, and flat chappals and sandals. */

const outline = (p: Paint) => `stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"`;

/** A jutti or mojari from the side: curled toe, embroidered vamp. */
export function mojari(p: Paint): string {
  const dots = [[230, 268], [262, 276], [292, 284], [200, 262]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${p.trim}"/>`).join('');
  return `<path d="M46 298 Q46 334 92 334 L328 334 Q364 334 360 298 Z" fill="${p.shade}"/>
    <path d="M58 300 Q66 226 150 212 Q204 206 244 232 L302 248 Q352 262 358 300 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M344 268 Q384 238 362 206" fill="none" stroke="${p.body}" stroke-width="12" stroke-linecap="round"/>
    <ellipse cx="128" cy="226" rx="58" ry="14" fill="${p.shade}"/>
    <path d="M196 240 Q250 250 300 270" fill="none" stroke="${p.trim}" stroke-width="6" stroke-dasharray="2 10" stroke-linecap="round"/>
    ${dots}`;
}

/** A lace-up canvas or running shoe from the side, toe to the right. */
export function sneaker(p: Paint): string {
  const laces = [0, 1, 2, 3].map((i) => `<line x1="${196 + i * 22}" y1="${206 + i * 8}" x2="${214 + i * 22}" y2="${190 + i * 8}" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>`).join('');
  return `<path d="M40 296 L362 296 Q366 332 330 334 L74 334 Q40 332 40 296 Z" fill="#f5f3ee" ${outline(p)}/>
    <path d="M44 298 Q40 232 70 190 Q96 168 130 184 Q160 196 190 196 L262 214 Q340 232 358 298 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M300 226 Q346 240 358 298 L296 298 Q300 262 300 226 Z" fill="${p.light}" opacity="0.75"/>
    <path d="M60 286 Q160 250 280 282" fill="none" stroke="${p.trim}" stroke-width="12" stroke-linecap="round"/>
    <path d="M44 230 Q58 200 76 188" fill="none" stroke="${p.trim}" stroke-width="8" stroke-linecap="round"/>
    ${laces}
    <line x1="48" y1="316" x2="356" y2="316" stroke="${p.shade}" stroke-width="3" opacity="0.4"/>`;
}

/** A pair of flat chappals from above: a Kolhapuri's toe ring and braided strap. */
export function chappal(p: Paint): string {
  const one = (dx: number, flip: number) => `<g transform="translate(${dx} 0) scale(${flip} 1)">
    <path d="M0 -150 Q46 -150 52 -80 Q60 0 46 80 Q40 150 0 156 Q-40 150 -46 80 Q-60 0 -52 -80 Q-46 -150 0 -150 Z" fill="${p.body}" ${outline(p)} transform="translate(0 200)"/>
    <path d="M0 -134 Q36 -134 40 -76 Q46 0 34 76 Q30 136 0 140 Q-30 136 -34 76 Q-46 0 -40 -76 Q-36 -134 0 -134 Z" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="6 6" transform="translate(0 200)"/>
    <path d="M-54 150 Q0 116 54 150 L52 186 Q0 158 -52 186 Z" fill="${p.shade}"/>
    <path d="M-42 162 Q0 140 42 162" fill="none" stroke="${p.trim}" stroke-width="4" stroke-dasharray="5 5"/>
    <path d="M0 84 L0 146" stroke="${p.trim}" stroke-width="8" stroke-dasharray="8 4"/>
    <circle cx="0" cy="78" r="11" fill="none" stroke="${p.trim}" stroke-width="6"/>
  </g>`;
  return one(128, 1) + one(272, -1);
}
