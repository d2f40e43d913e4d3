import { hsl, hueOf, type Paint } from './colour.ts';
import { fabricFor, roundedRect, type Look } from './motifs.ts';

/** Kitchen, beauty, jewellery, accessories and festive goods, drawn in a 400x400 box. */

const outline = (p: Paint) => `stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"`;

/** Goods take a design too: a hammered or engraved surface, a painted or printed one. */
export function tiffin(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  const tier = (y: number) => `${f.cloth(roundedRect(110, y, 180, 66, 14))}
    <rect x="110" y="${y + 24}" width="180" height="14" fill="${p.trim}"/>
    <rect x="124" y="${y + 8}" width="12" height="48" rx="5" fill="#ffffff" opacity="0.55"/>`;
  return `<path d="M128 150 L128 92 Q200 36 272 92 L272 150" fill="none" stroke="${p.shade}" stroke-width="10" stroke-linecap="round"/>
    ${tier(140)}${tier(210)}${tier(280)}
    <rect x="100" y="132" width="200" height="16" rx="8" fill="${p.shade}"/>
    <rect x="118" y="150" width="10" height="190" rx="4" fill="${p.shade}"/><rect x="272" y="150" width="10" height="190" rx="4" fill="${p.shade}"/>`;
}

export function kadai(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return `<path d="M200 70 Q185 100 200 125 Q215 150 200 170 M160 90 Q148 115 160 140 M240 90 Q252 115 240 140" fill="none" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>
    <path d="M70 200 Q46 196 44 222 Q46 244 72 238 M330 200 Q354 196 356 222 Q354 244 328 238" fill="none" stroke="${p.shade}" stroke-width="12" stroke-linecap="round"/>
    ${f.cloth('M70 200 L330 200 Q322 332 200 338 Q78 332 70 200 Z')}
    <ellipse cx="200" cy="200" rx="132" ry="24" fill="${p.shade}"/>
    <ellipse cx="200" cy="204" rx="116" ry="16" fill="${p.light}"/>
    <path d="M96 250 Q200 280 304 250" fill="none" stroke="${p.trim}" stroke-width="8"/>`;
}

export function bottle(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return `<rect x="166" y="44" width="68" height="42" rx="10" fill="${p.shade}"/>
    <rect x="172" y="80" width="56" height="40" rx="8" fill="${p.body}" ${outline(p)}/>
    ${f.cloth(roundedRect(142, 110, 116, 244, 38))}
    <rect x="142" y="200" width="116" height="18" fill="${p.trim}"/>
    <rect x="142" y="290" width="116" height="8" fill="${p.trim}"/>
    <rect x="158" y="130" width="14" height="200" rx="7" fill="${p.light}" opacity="0.6"/>`;
}

export function cushion(p: Paint): string {
  const tassels = [[84, 104], [316, 104], [84, 316], [316, 316]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${p.trim}"/>`).join('');
  return `<path d="M90 110 Q200 88 310 110 Q332 210 310 310 Q200 332 90 310 Q68 210 90 110 Z" fill="${p.body}" ${outline(p)}/>
    <rect x="150" y="160" width="100" height="100" fill="${p.trim}" transform="rotate(45 200 210)"/>
    <rect x="172" y="182" width="56" height="56" fill="${p.light}" transform="rotate(45 200 210)"/>
    <circle cx="200" cy="210" r="12" fill="${p.shade}"/>
    ${tassels}`;
}

export function lipstick(p: Paint): string {
  return `<rect x="158" y="220" width="84" height="134" rx="8" fill="${p.shade}"/>
    <rect x="166" y="186" width="68" height="40" rx="4" fill="${hsl(45, 70, 58)}"/>
    <path d="M172 188 L172 104 Q172 84 228 70 L228 188 Z" fill="${p.body}" ${outline(p)}/>
    <rect x="180" y="108" width="10" height="72" rx="4" fill="${p.light}" opacity="0.6"/>
    <rect x="262" y="250" width="60" height="104" rx="8" fill="${p.shade}" opacity="0.85"/>
    <rect x="158" y="300" width="84" height="10" fill="${p.trim}"/>`;
}

export function jar(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return `<rect x="108" y="138" width="184" height="52" rx="12" fill="${p.shade}"/>
    ${f.cloth(roundedRect(98, 184, 204, 156, 26))}
    <rect x="124" y="224" width="152" height="76" rx="10" fill="${p.light}"/>
    <path d="M200 238 Q232 252 200 288 Q168 252 200 238 Z" fill="${p.trim}"/>
    <rect x="112" y="196" width="14" height="130" rx="7" fill="#ffffff" opacity="0.35"/>`;
}

export function perfume(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return `<path d="M200 64 Q238 116 216 156 L184 156 Q162 116 200 64 Z" fill="${p.trim}" ${outline(p)}/>
    <rect x="182" y="150" width="36" height="34" rx="4" fill="${p.shade}"/>
    ${f.cloth('M104 266 A96 88 0 1 0 296 266 A96 88 0 1 0 104 266 Z')}
    <path d="M130 236 Q200 196 270 236 M122 290 Q200 330 278 290" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.7"/>
    <ellipse cx="160" cy="240" rx="16" ry="30" fill="#ffffff" opacity="0.35"/>`;
}

export function jhumka(p: Paint): string {
  return [140, 260].map((x) => {
    const pearls = [-44, -29, -14, 1, 16, 31, 46].map((dx) => `<circle cx="${x + dx}" cy="282" r="7" fill="${p.light}"/>`).join('');
    return `<path d="M${x} 64 q22 0 22 26" fill="none" stroke="${p.shade}" stroke-width="5"/>
      <circle cx="${x}" cy="112" r="20" fill="${p.trim}" ${outline(p)}/>
      <line x1="${x}" y1="132" x2="${x}" y2="164" stroke="${p.shade}" stroke-width="4"/>
      <path d="M${x - 56} 256 Q${x - 50} 164 ${x} 164 Q${x + 50} 164 ${x + 56} 256 Z" fill="${p.body}" ${outline(p)}/>
      <rect x="${x - 59}" y="250" width="118" height="14" rx="5" fill="${p.trim}"/>
      ${pearls}`;
  }).join('');
}

export function bangles(p: Paint): string {
  return [0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="200" cy="${140 + i * 30}" rx="124" ry="42" fill="none" stroke="${i % 2 ? p.trim : p.body}" stroke-width="16"/>`).join('')
    + `<ellipse cx="200" cy="140" rx="124" ry="42" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="4 12"/>`;
}

export function bag(p: Paint): string {
  return `<path d="M140 156 Q140 72 200 72 Q260 72 260 156" fill="none" stroke="${p.shade}" stroke-width="12"/>
    <path d="M80 150 L320 150 L300 342 L100 342 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M80 150 L320 150 L292 224 L108 224 Z" fill="${p.shade}" opacity="0.35"/>
    <circle cx="200" cy="224" r="15" fill="${p.trim}"/>
    <path d="M110 300 L290 300" stroke="${p.trim}" stroke-width="4" stroke-dasharray="6 8"/>`;
}

export function watch(p: Paint): string {
  const ticks = Array.from({ length: 12 }, (_, i) => `<line x1="200" y1="140" x2="200" y2="${i % 3 ? 148 : 154}" stroke="${p.shade}" stroke-width="4" transform="rotate(${i * 30} 200 200)"/>`).join('');
  return `<rect x="164" y="36" width="72" height="112" rx="12" fill="${p.body}"/>
    <rect x="164" y="252" width="72" height="112" rx="12" fill="${p.body}"/>
    <rect x="276" y="190" width="16" height="20" rx="3" fill="${hsl(45, 70, 55)}"/>
    <circle cx="200" cy="200" r="82" fill="${hsl(45, 70, 55)}" ${outline(p)}/>
    <circle cx="200" cy="200" r="66" fill="${p.light}"/>
    ${ticks}
    <line x1="200" y1="200" x2="200" y2="154" stroke="${p.shade}" stroke-width="6" stroke-linecap="round"/>
    <line x1="200" y1="200" x2="236" y2="214" stroke="${p.shade}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="200" cy="200" r="6" fill="${p.trim}"/>`;
}

export function diya(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  const dots = [110, 140, 170, 200, 230, 260, 290].map((x) => `<circle cx="${x}" cy="262" r="7" fill="${p.trim}"/>`).join('');
  return `<path d="M200 76 Q240 140 200 192 Q160 140 200 76 Z" fill="#ffb300"/>
    <path d="M200 118 Q218 154 200 184 Q182 154 200 118 Z" fill="#fff3c4"/>
    <path d="M300 212 Q346 196 354 172 Q340 226 300 238 Z" fill="${p.body}" ${outline(p)}/>
    ${f.cloth('M80 218 Q200 198 320 218 Q302 322 200 332 Q98 322 80 218 Z')}
    <ellipse cx="200" cy="216" rx="120" ry="18" fill="${p.shade}"/>
    ${dots}`;
}

export function gift(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return `${f.cloth('M100 172 L300 172 L300 342 L100 342 Z')}
    ${f.cloth(roundedRect(86, 138, 228, 46, 4))}
    <rect x="188" y="138" width="24" height="204" fill="${p.trim}"/>
    <ellipse cx="170" cy="120" rx="34" ry="20" fill="${p.trim}" transform="rotate(-25 170 120)"/>
    <ellipse cx="230" cy="120" rx="34" ry="20" fill="${p.trim}" transform="rotate(25 230 120)"/>
    <circle cx="200" cy="134" r="12" fill="${p.shade}"/>`;
}

/** Heaps of gulal in three colours, led by the colourway's own. */
export function gulal(p: Paint): string {
  const hue = hueOf(p.body);
  return [[110, 0], [290, 120], [200, 240]].map(([x = 0, turn = 0], i) => {
    const y = i === 2 ? 330 : 260;
    return `<path d="M${x - 78} ${y} Q${x} ${y - 150} ${x + 78} ${y} Z" fill="${turn === 0 ? p.body : hsl(hue + turn, 75, 55)}"/>
      <path d="M${x - 92} ${y} L${x + 92} ${y} Q${x + 80} ${y + 46} ${x} ${y + 48} Q${x - 80} ${y + 46} ${x - 92} ${y} Z" fill="${p.shade}"/>`;
  }).join('');
}

export function toy(p: Paint): string {
  return `<rect x="186" y="96" width="28" height="50" rx="8" fill="${p.shade}"/>
    <path d="M104 190 Q200 128 296 190 L200 344 Z" fill="${p.body}" ${outline(p)}/>
    <path d="M118 210 Q200 170 282 210 L268 232 Q200 196 132 232 Z" fill="${p.trim}"/>
    <path d="M150 270 Q200 250 250 270 L236 292 Q200 278 164 292 Z" fill="${p.light}"/>
    <circle cx="318" cy="302" r="42" fill="${p.light}" ${outline(p)}/>
    <path d="M280 292 Q318 270 356 292" fill="none" stroke="${p.trim}" stroke-width="8"/>`;
}
