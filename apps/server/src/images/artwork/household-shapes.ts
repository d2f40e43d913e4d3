import type { Paint } from './colour.ts';
import { fabricFor, type Look } from './motifs.ts';

/** Kitchen, home, toy, puja and care goods the first set of goods did not cover, in a 400x400 box. */

const outline = (p: Paint) => `stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"`;

/** A thali from above with its katoris: dinner sets and puja thalis. */
export function thali(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  const katoris = [[150, 150], [250, 150], [270, 240], [130, 240], [200, 290]]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="36" fill="${p.body}" ${outline(p)}/><circle cx="${x}" cy="${y}" r="24" fill="${p.light}"/>`).join('');
  return `${f.cloth('M40 210 A160 160 0 1 0 360 210 A160 160 0 1 0 40 210 Z')}
    <circle cx="200" cy="210" r="142" fill="${p.light}" opacity="0.55"/>
    <circle cx="200" cy="210" r="152" fill="none" stroke="${p.trim}" stroke-width="4" stroke-dasharray="2 8"/>
    ${katoris}
    <circle cx="200" cy="200" r="14" fill="${p.trim}"/>`;
}

export function pressureCooker(p: Paint): string {
  return `<path d="M96 170 L304 170 L296 330 Q200 350 104 330 Z" fill="${p.body}" ${outline(p)}/>
    <ellipse cx="200" cy="170" rx="112" ry="22" fill="${p.light}" ${outline(p)}/>
    <path d="M200 160 L360 130" stroke="#2b2b2e" stroke-width="18" stroke-linecap="round"/>
    <path d="M96 200 L36 200" stroke="#2b2b2e" stroke-width="16" stroke-linecap="round"/>
    <rect x="186" y="116" width="28" height="40" rx="6" fill="#2b2b2e"/>
    <circle cx="200" cy="110" r="12" fill="#2b2b2e"/>
    <rect x="118" y="196" width="14" height="120" rx="7" fill="#ffffff" opacity="0.4"/>`;
}

/** A flat tawa with a handle, a dosa on it. */
export function tawa(p: Paint): string {
  return `<path d="M318 214 L388 196" stroke="#6b4a2e" stroke-width="18" stroke-linecap="round"/>
    <ellipse cx="186" cy="230" rx="150" ry="70" fill="${p.body}" ${outline(p)}/>
    <ellipse cx="186" cy="222" rx="132" ry="56" fill="${p.shade}"/>
    <ellipse cx="180" cy="220" rx="92" ry="36" fill="#e8b25c"/>
    <ellipse cx="170" cy="214" rx="52" ry="16" fill="#f4d28c" opacity="0.8"/>`;
}

export function tumbler(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  const glass = (x: number, y: number) => `${f.cloth(`M${x - 52} ${y} L${x + 52} ${y} L${x + 40} ${y + 170} L${x - 40} ${y + 170} Z`)}
    <ellipse cx="${x}" cy="${y}" rx="52" ry="10" fill="${p.light}" ${outline(p)}/>
    <path d="M${x - 46} ${y + 40} L${x + 46} ${y + 40} M${x - 43} ${y + 70} L${x + 43} ${y + 70}" stroke="${p.trim}" stroke-width="3" opacity="0.8"/>
    <rect x="${x - 34}" y="${y + 20}" width="10" height="130" rx="5" fill="#ffffff" opacity="0.35"/>`;
  return glass(130, 160) + glass(270, 160) + glass(200, 120);
}

/** A board game (ludo) from a little above, with dice and counters. */
export function boardGame(p: Paint): string {
  const home = (x: number, y: number, fill: string) => `<rect x="${x}" y="${y}" width="92" height="92" fill="${fill}"/><circle cx="${x + 46}" cy="${y + 46}" r="26" fill="#ffffff"/>`;
  return `<rect x="60" y="60" width="280" height="280" rx="10" fill="#f6efe2" ${outline(p)}/>
    ${home(66, 66, p.body)}${home(242, 66, '#2f8f4e')}${home(66, 242, '#2a5fb8')}${home(242, 242, '#e4b528')}
    <path d="M158 158 L242 158 L242 242 L158 242 Z" fill="${p.trim}"/>
    <path d="M158 158 L242 242 M242 158 L158 242" stroke="#ffffff" stroke-width="3"/>
    <rect x="300" y="300" width="54" height="54" rx="10" fill="#ffffff" ${outline(p)}/>
    ${[[314, 314], [340, 340], [327, 327]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#222"/>`).join('')}
    <circle cx="112" cy="112" r="12" fill="${p.shade}"/>`;
}

/** A plush teddy bear. */
export function softToy(p: Paint): string {
  return `<circle cx="132" cy="96" r="34" fill="${p.body}" ${outline(p)}/><circle cx="268" cy="96" r="34" fill="${p.body}" ${outline(p)}/>
    <circle cx="132" cy="96" r="18" fill="${p.light}"/><circle cx="268" cy="96" r="18" fill="${p.light}"/>
    <ellipse cx="200" cy="280" rx="100" ry="88" fill="${p.body}" ${outline(p)}/>
    <ellipse cx="200" cy="290" rx="56" ry="52" fill="${p.light}"/>
    <circle cx="200" cy="150" r="80" fill="${p.body}" ${outline(p)}/>
    <ellipse cx="200" cy="176" rx="36" ry="28" fill="${p.light}"/>
    <circle cx="170" cy="138" r="8" fill="#222"/><circle cx="230" cy="138" r="8" fill="#222"/>
    <ellipse cx="200" cy="166" rx="12" ry="9" fill="#222"/>
    <path d="M170 222 Q200 244 230 222 L222 240 Q200 250 178 240 Z" fill="${p.trim}"/>
    <circle cx="108" cy="330" r="30" fill="${p.body}" ${outline(p)}/><circle cx="292" cy="330" r="30" fill="${p.body}" ${outline(p)}/>`;
}

/** Incense sticks in a holder with curling smoke: agarbatti and dhoop. */
export function incense(p: Paint): string {
  return `<path d="M150 120 Q130 90 156 70 Q180 50 160 30 M206 100 Q226 70 204 52 Q184 36 206 18 M254 124 Q274 96 250 76" fill="none" stroke="#b8b8c0" stroke-width="5" stroke-linecap="round" opacity="0.8"/>
    ${[[160, 130, -10], [204, 110, 0], [250, 132, 10]].map(([x, y, a]) => `<line x1="${x}" y1="${y}" x2="${200 + (a ?? 0) * 2}" y2="300" stroke="#6b3a22" stroke-width="7"/><circle cx="${x}" cy="${y}" r="5" fill="#ff7a2a"/>`).join('')}
    <path d="M90 300 Q200 270 310 300 L290 350 Q200 370 110 350 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M110 322 Q200 300 290 322" fill="none" stroke="${p.trim}" stroke-width="6"/>`;
}

/** A framed painting: Madhubani-style fish and sun in the frame's colours. */
export function wallArt(p: Paint): string {
  return `<rect x="60" y="60" width="280" height="280" rx="6" fill="${p.body}" ${outline(p)}/>
    <rect x="84" y="84" width="232" height="232" fill="#f6ecd6"/>
    <circle cx="200" cy="160" r="40" fill="${p.trim}"/>
    ${Array.from({ length: 12 }, (_, i) => `<line x1="200" y1="108" x2="200" y2="94" stroke="${p.trim}" stroke-width="5" transform="rotate(${i * 30} 200 160)"/>`).join('')}
    <path d="M110 260 Q160 220 210 260 Q160 300 110 260 Z M210 260 L232 242 L232 278 Z" fill="${p.body}"/>
    <path d="M190 280 Q240 240 290 280 Q240 320 190 280 Z" fill="${p.shade}"/>
    <path d="M96 96 L304 96 L304 304 L96 304 Z" fill="none" stroke="${p.shade}" stroke-width="3" stroke-dasharray="4 6"/>`;
}

/** A Holi pichkari: a pump water gun with a tank. */
export function pichkari(p: Paint): string {
  return `<path d="M60 160 L290 160 L290 210 L60 210 Q40 185 60 160 Z" fill="${p.body}" ${outline(p)}/>
    <rect x="290" y="174" width="76" height="22" rx="6" fill="${p.shade}"/>
    <circle cx="372" cy="185" r="8" fill="#4fc3f7"/>
    <rect x="150" y="86" width="120" height="74" rx="26" fill="${p.light}" ${outline(p)}/>
    <path d="M110 210 L150 210 L130 320 L92 320 Z" fill="${p.shade}"/>
    <rect x="60" y="176" width="60" height="18" fill="${p.trim}"/>
    <path d="M176 110 L244 110" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;
}

/** A squeeze tube of face wash or gel, cap down. */
export function tube(p: Paint): string {
  return `<path d="M140 60 L260 60 L244 300 L156 300 Z" fill="${p.body}" ${outline(p)}/>
    <rect x="136" y="46" width="128" height="18" rx="4" fill="${p.shade}"/>
    <rect x="150" y="300" width="100" height="56" rx="10" fill="${p.trim}" ${outline(p)}/>
    <rect x="168" y="130" width="64" height="90" rx="8" fill="${p.light}"/>
    <path d="M200 150 Q222 168 200 200 Q178 168 200 150 Z" fill="${p.trim}"/>
    <rect x="156" y="80" width="10" height="200" rx="5" fill="#ffffff" opacity="0.35"/>`;
}

/** A plush elephant, trunk up for luck. */
export function elephantToy(p: Paint): string {
  return `<ellipse cx="210" cy="250" rx="120" ry="86" fill="${p.body}" ${outline(p)}/>
    <rect x="124" y="290" width="46" height="70" rx="16" fill="${p.body}" ${outline(p)}/>
    <rect x="250" y="290" width="46" height="70" rx="16" fill="${p.body}" ${outline(p)}/>
    <circle cx="126" cy="176" r="70" fill="${p.body}" ${outline(p)}/>
    <path d="M74 196 Q40 240 60 290 Q70 306 82 292 Q70 250 104 214 Z" fill="${p.body}" ${outline(p)}/>
    <ellipse cx="170" cy="170" rx="40" ry="56" fill="${p.light}" ${outline(p)}/>
    <circle cx="108" cy="164" r="8" fill="#222"/>
    <path d="M150 226 Q210 206 270 226 L262 250 Q210 234 158 250 Z" fill="${p.trim}"/>
    <path d="M328 240 Q350 250 344 276" fill="none" stroke="${p.shade}" stroke-width="6" stroke-linecap="round"/>`;
}

/** A wooden pull-along train: an engine and a wagon. */
export function toyTrain(p: Paint): string {
  const wheels = [90, 150, 240, 310].map((x) => `<circle cx="${x}" cy="300" r="26" fill="${p.shade}"/><circle cx="${x}" cy="300" r="9" fill="${p.trim}"/>`).join('');
  return `<rect x="60" y="200" width="130" height="90" rx="12" fill="${p.body}" ${outline(p)}/>
    <rect x="80" y="130" width="70" height="74" rx="8" fill="${p.body}" ${outline(p)}/>
    <rect x="94" y="146" width="42" height="36" rx="6" fill="${p.light}"/>
    <rect x="160" y="160" width="26" height="44" rx="6" fill="${p.trim}"/>
    <rect x="210" y="214" width="130" height="76" rx="12" fill="${p.trim}" ${outline(p)}/>
    <rect x="226" y="190" width="98" height="30" rx="10" fill="${p.light}"/>
    <line x1="190" y1="262" x2="210" y2="262" stroke="${p.shade}" stroke-width="8"/>
    ${wheels}
    <path d="M60 230 L20 230" stroke="${p.shade}" stroke-width="4"/>`;
}
