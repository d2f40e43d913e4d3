import type { Paint } from './colour.ts';

/** Jewellery, bags, watches and make-up that the first set of goods did not cover, in a 400x400 box. */

const outline = (p: Paint) => `stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"`;
const gold = '#d4aa3c';
const goldShade = '#8a6a1c';

/** A choker of stones on a metal collar with a drop pendant. */
export function necklace(p: Paint): string {
  const stones = Array.from({ length: 11 }, (_, i) => {
    const a = Math.PI * (0.12 + (i * 0.76) / 10);
    const x = 200 - 130 * Math.cos(a);
    const y = 110 + 120 * Math.sin(a);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="14" fill="${i % 2 ? p.trim : p.body}" stroke="${goldShade}" stroke-width="4"/>
      <circle cx="${(x - 4).toFixed(1)}" cy="${(y - 4).toFixed(1)}" r="4" fill="#ffffff" opacity="0.5"/>`;
  }).join('');
  return `<path d="M62 96 Q200 300 338 96" fill="none" stroke="${gold}" stroke-width="12"/>
    <path d="M80 90 Q200 270 320 90" fill="none" stroke="${goldShade}" stroke-width="3"/>
    ${stones}
    <path d="M200 236 L236 280 L200 344 L164 280 Z" fill="${p.body}" stroke="${gold}" stroke-width="8" stroke-linejoin="round"/>
    <circle cx="200" cy="282" r="12" fill="${p.trim}"/>
    ${[[180, 360], [200, 366], [220, 360]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#f4efe6" stroke="${goldShade}" stroke-width="2"/>`).join('')}`;
}

/** A drawstring potli bag with tassels. */
export function potli(p: Paint): string {
  return `<path d="M150 120 Q120 200 110 270 Q106 340 200 346 Q294 340 290 270 Q280 200 250 120 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M150 120 Q170 80 150 60 M250 120 Q230 80 250 60 M160 110 Q200 126 240 110" fill="none" stroke="${p.shade}" stroke-width="6" stroke-linecap="round"/>
    <path d="M132 214 Q200 236 268 214" fill="none" stroke="${p.trim}" stroke-width="10"/>
    ${[150, 176, 200, 224, 250].map((x) => `<circle cx="${x}" cy="${262 + Math.abs(x - 200) * 0.2}" r="8" fill="${p.trim}"/>`).join('')}
    <path d="M150 120 L250 120 L244 136 L156 136 Z" fill="${p.trim}"/>
    <path d="M146 62 L140 120 M254 62 L262 118" stroke="${p.trim}" stroke-width="4"/>
    <circle cx="140" cy="126" r="9" fill="${p.trim}"/><circle cx="262" cy="124" r="9" fill="${p.trim}"/>`;
}

export function backpack(p: Paint): string {
  return `<path d="M170 70 Q170 40 200 40 Q230 40 230 70" fill="none" stroke="${p.shade}" stroke-width="10"/>
    <rect x="112" y="66" width="176" height="280" rx="54" fill="${p.body}" ${outline(p)}/>
    <rect x="136" y="212" width="128" height="104" rx="20" fill="${p.light}" ${outline(p)}/>
    <path d="M136 240 L264 240" stroke="${p.trim}" stroke-width="4" stroke-dasharray="8 6"/>
    <path d="M124 126 Q200 100 276 126" fill="none" stroke="${p.trim}" stroke-width="4" stroke-dasharray="8 6"/>
    <rect x="192" y="226" width="16" height="22" rx="4" fill="${p.shade}"/>`;
}

/** A folded wallet, open a little to show its card slots. */
export function wallet(p: Paint): string {
  return `<rect x="70" y="120" width="260" height="176" rx="18" fill="${p.shade}"/>
    <rect x="96" y="96" width="190" height="90" rx="8" fill="#f4efe6" transform="rotate(-6 190 140)"/>
    <rect x="70" y="150" width="260" height="160" rx="18" fill="${p.body}" ${outline(p)}/>
    <path d="M86 168 L314 168 M86 292 L314 292" stroke="${p.trim}" stroke-width="3" stroke-dasharray="8 6"/>
    <rect x="270" y="200" width="60" height="56" rx="12" fill="${p.light}" ${outline(p)}/>
    <circle cx="300" cy="228" r="8" fill="${p.trim}"/>`;
}

/** A smart watch or fitness band: a square screen on a silicone strap. */
export function smartWatch(p: Paint): string {
  const bars = [38, 62, 30, 70, 50].map((h, i) => `<rect x="${166 + i * 15}" y="${230 - h}" width="9" height="${h}" rx="3" fill="#37d39a"/>`).join('');
  return `<rect x="166" y="30" width="68" height="130" rx="16" fill="${p.body}"/>
    <rect x="166" y="240" width="68" height="130" rx="16" fill="${p.body}"/>
    ${[60, 90, 120, 280, 310, 340].map((y) => `<circle cx="200" cy="${y}" r="5" fill="${p.shade}"/>`).join('')}
    <rect x="130" y="118" width="140" height="164" rx="34" fill="#2b2d31" ${outline(p)}/>
    <rect x="144" y="132" width="112" height="136" rx="22" fill="#0d0f14"/>
    <text x="200" y="168" text-anchor="middle" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="30" fill="#ffffff">10:09</text>
    ${bars}
    <rect x="270" y="170" width="10" height="34" rx="4" fill="${p.shade}"/>`;
}

/** A bottle of nail polish with a brush cap, and a swatch of its colour. */
export function nailPolish(p: Paint): string {
  return `<rect x="176" y="40" width="48" height="120" rx="10" fill="#24242a"/>
    <rect x="186" y="52" width="8" height="96" rx="4" fill="#ffffff" opacity="0.25"/>
    <rect x="166" y="150" width="68" height="22" rx="6" fill="#c8c8cc"/>
    <path d="M128 200 Q128 170 160 170 L240 170 Q272 170 272 200 L272 320 Q272 352 240 352 L160 352 Q128 352 128 320 Z" fill="${p.body}" ${outline(p)}/>
    <rect x="146" y="190" width="16" height="140" rx="8" fill="#ffffff" opacity="0.35"/>
    <ellipse cx="316" cy="330" rx="34" ry="14" fill="${p.body}" ${outline(p)}/>`;
}

/** A kajal stick and an eyeliner pen, caps off. */
export function kajal(p: Paint): string {
  const pencil = (x: number, angle: number) => `<g transform="rotate(${angle} ${x} 220)">
    <rect x="${x - 22}" y="120" width="44" height="220" rx="8" fill="${p.body}" ${outline(p)}/>
    <rect x="${x - 22}" y="300" width="44" height="14" fill="${p.trim}"/>
    <path d="M${x - 22} 120 L${x - 14} 84 L${x + 14} 84 L${x + 22} 120 Z" fill="#c8c8cc"/>
    <path d="M${x - 10} 84 L${x} 56 L${x + 10} 84 Z" fill="#111114"/></g>`;
  return pencil(160, -12) + pencil(250, 10);
}

/** A nath: a hoop nose ring strung with pearls and a drop. */
export function noseRing(p: Paint): string {
  const pearls = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.15 + (i * 0.7) / 8);
    return `<circle cx="${(200 - 118 * Math.cos(a)).toFixed(1)}" cy="${(190 + 118 * Math.sin(a)).toFixed(1)}" r="9" fill="#f4efe6" stroke="${goldShade}" stroke-width="2"/>`;
  }).join('');
  return `<circle cx="200" cy="190" r="130" fill="none" stroke="${gold}" stroke-width="8"/>
    ${pearls}
    <path d="M200 300 L226 330 L200 364 L174 330 Z" fill="${p.body}" stroke="${gold}" stroke-width="6" stroke-linejoin="round"/>
    <circle cx="200" cy="332" r="9" fill="${p.trim}"/>
    <circle cx="200" cy="60" r="16" fill="${p.trim}" stroke="${gold}" stroke-width="5"/>
    <path d="M214 68 Q300 60 318 150" fill="none" stroke="${goldShade}" stroke-width="3" stroke-dasharray="3 5"/>`;
}

/** A maang tikka: a chain with a hook at the top and a round pendant fringed with pearls. */
export function maangTikka(p: Paint): string {
  const fringe = [-36, -18, 0, 18, 36].map((dx) => `<line x1="${200 + dx}" y1="${296 - Math.abs(dx) / 3}" x2="${200 + dx}" y2="${326 - Math.abs(dx) / 3}" stroke="${gold}" stroke-width="3"/><circle cx="${200 + dx}" cy="${332 - Math.abs(dx) / 3}" r="7" fill="#f4efe6" stroke="${goldShade}" stroke-width="2"/>`).join('');
  return `<path d="M200 40 Q226 40 226 62 Q226 80 200 82" fill="none" stroke="${gold}" stroke-width="6"/>
    <line x1="200" y1="82" x2="200" y2="190" stroke="${gold}" stroke-width="6" stroke-dasharray="8 4"/>
    ${[110, 140, 170].map((y) => `<circle cx="200" cy="${y}" r="6" fill="${p.trim}"/>`).join('')}
    ${fringe}
    <circle cx="200" cy="246" r="56" fill="${gold}" stroke="${goldShade}" stroke-width="4"/>
    <circle cx="200" cy="246" r="40" fill="${p.body}"/>
    ${Array.from({ length: 8 }, (_, i) => `<circle cx="200" cy="214" r="6" fill="#f4efe6" transform="rotate(${i * 45} 200 246)"/>`).join('')}
    <circle cx="200" cy="246" r="12" fill="${p.trim}"/>`;
}

/** An envelope clutch with a clasp and an embroidered flap. */
export function clutch(p: Paint): string {
  return `<rect x="60" y="140" width="280" height="160" rx="16" fill="${p.body}" ${outline(p)}/>
    <path d="M60 156 Q60 140 76 140 L324 140 Q340 140 340 156 L200 250 Z" fill="${p.shade}" opacity="0.9"/>
    <path d="M90 160 L200 232 L310 160" fill="none" stroke="${p.trim}" stroke-width="5" stroke-dasharray="2 9" stroke-linecap="round"/>
    ${[[140, 180], [260, 180], [200, 214]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${p.trim}"/>`).join('')}
    <circle cx="200" cy="250" r="14" fill="${gold}" stroke="${goldShade}" stroke-width="3"/>
    <path d="M80 300 Q200 360 320 300" fill="none" stroke="${gold}" stroke-width="4" stroke-dasharray="4 6"/>`;
}

/** A deodorant spray can with its cap. */
export function sprayCan(p: Paint): string {
  return `<rect x="160" y="40" width="80" height="74" rx="20" fill="${p.shade}"/>
    <rect x="186" y="58" width="28" height="14" rx="4" fill="#2b2b2e"/>
    <rect x="146" y="108" width="108" height="20" rx="6" fill="#c8c8cc"/>
    <rect x="140" y="124" width="120" height="236" rx="18" fill="${p.body}" ${outline(p)}/>
    <path d="M140 200 Q200 240 260 200 L260 250 Q200 290 140 250 Z" fill="${p.trim}"/>
    <rect x="156" y="140" width="14" height="200" rx="7" fill="#ffffff" opacity="0.35"/>`;
}

/** A kada: one broad bangle, engraved, with a stone at its clasp. */
export function kada(p: Paint): string {
  return `<ellipse cx="200" cy="214" rx="140" ry="112" fill="none" stroke="${p.shade}" stroke-width="58"/>
    <ellipse cx="200" cy="206" rx="140" ry="112" fill="none" stroke="${p.body}" stroke-width="50"/>
    <ellipse cx="200" cy="206" rx="140" ry="112" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="3 14" opacity="0.8"/>
    <ellipse cx="200" cy="206" rx="160" ry="132" fill="none" stroke="${p.trim}" stroke-width="3"/>
    <ellipse cx="200" cy="206" rx="120" ry="92" fill="none" stroke="${p.trim}" stroke-width="3"/>
    <circle cx="200" cy="318" r="18" fill="${p.trim}" stroke="${p.shade}" stroke-width="4"/>`;
}
