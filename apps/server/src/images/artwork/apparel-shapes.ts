import type { Paint } from './colour.ts';
import { fabricFor, type Look } from './motifs.ts';

/**
 * Clothing drawn as flat vector silhouettes in a 400x400 box. The body is painted in the
 * product's colour and covered with its design (zari, print, stripes, …); borders and trims
 * take the colourway's contrast, like zari on a saree.
 */

export function kurta(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return `${f.cloth('M150 50 L250 50 L305 80 L345 190 L312 202 L282 130 L292 370 L108 370 L118 130 L88 202 L55 190 L95 80 Z')}
    <path d="M112 336 L288 336 L292 370 L108 370 Z" fill="${p.trim}"/>
    <path d="M176 50 Q200 100 224 50" fill="${p.shade}"/>
    <line x1="200" y1="78" x2="200" y2="160" stroke="${p.trim}" stroke-width="5"/>
    <circle cx="200" cy="96" r="5" fill="${p.trim}"/><circle cx="200" cy="120" r="5" fill="${p.trim}"/><circle cx="200" cy="144" r="5" fill="${p.trim}"/>`;
}

/** A salwar suit: a knee-length kurta over salwar in the trim colour, a dupatta across the shoulder. */
export function suitSet(p: Paint, look: Look): string {
  return `${kurtaOverBottoms(p, look, p.trim)}
    <path d="M112 62 Q170 120 292 300 L316 286 Q232 140 140 56 Z" fill="${p.light}" opacity="0.9" stroke="${p.shade}" stroke-width="3"/>
    ${[0, 1, 2, 3, 4].map((i) => `<line x1="${294 + i * 5}" y1="${300 - i * 3}" x2="${300 + i * 5}" y2="${318 - i * 3}" stroke="${p.trim}" stroke-width="3"/>`).join('')}`;
}

/** A kurta pajama set: the kurta over a pale pajama (or dhoti), no dupatta. */
export function kurtaPajama(p: Paint, look: Look): string {
  return `${kurtaOverBottoms(p, look, '#f3efe4')}
    <line x1="200" y1="64" x2="200" y2="150" stroke="${p.trim}" stroke-width="4"/>
    ${[86, 110, 134].map((y) => `<circle cx="200" cy="${y}" r="5" fill="${p.trim}"/>`).join('')}`;
}

function kurtaOverBottoms(p: Paint, look: Look, bottoms: string): string {
  const f = fabricFor(p, look.design, look.id);
  return `<path d="M138 290 L262 290 L276 364 Q262 372 246 366 L212 300 L188 300 L154 366 Q138 372 124 364 Z" fill="${bottoms}" stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M124 356 L154 362 M246 362 L276 356" stroke="${p.shade}" stroke-width="6"/>
    ${f.cloth('M156 40 L244 40 L294 66 L330 166 L302 176 L276 116 L282 316 L118 316 L124 116 L98 176 L70 166 L106 66 Z')}
    <path d="M122 292 L278 292 L282 316 L118 316 Z" fill="${p.trim}"/>
    <path d="M180 40 Q200 80 220 40" fill="${p.shade}"/>`;
}

/** A polo T-shirt: ribbed collar and a three-button placket. */
export function polo(p: Paint, look: Look): string {
  return `${tshirt(p, look.design === 'print' ? { ...look, design: 'plain' } : look)}
    <path d="M166 50 L150 82 L190 96 L200 62 L210 96 L250 82 L234 50 Q200 66 166 50 Z" fill="${p.light}" stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="192" y="66" width="16" height="64" fill="${p.shade}" opacity="0.35"/>
    ${[82, 102, 122].map((y) => `<circle cx="200" cy="${y}" r="4" fill="${p.light}"/>`).join('')}
    <path d="M60 108 L90 166 M340 108 L310 166" stroke="${p.light}" stroke-width="8"/>`;
}

/** A fitted bodice flaring from the waist into a long skirt. */
export function anarkali(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  const pleats = [96, 140, 184, 216, 260, 304].map((x) => `<line x1="${200 + (x - 200) * 0.42}" y1="156" x2="${x}" y2="356" stroke="${p.shade}" stroke-width="2.5" opacity="0.35"/>`).join('');
  return `${f.cloth('M148 150 L252 150 L342 356 Q200 384 58 356 Z')}
    ${pleats}
    ${f.cloth('M162 44 L238 44 L276 70 L306 176 L280 184 L258 116 L254 156 L146 156 L142 116 L120 184 L94 176 L124 70 Z')}
    <path d="M178 44 Q200 82 222 44" fill="${p.shade}"/>
    <rect x="144" y="146" width="112" height="14" rx="4" fill="${p.trim}"/>
    <path d="M72 330 Q200 356 328 330 L342 356 Q200 384 58 356 Z" fill="${p.trim}"/>`;
}

export function tshirt(p: Paint, look: Look): string {
  // On a T-shirt "printed" means a graphic on the chest, not an all-over block print.
  const f = fabricFor(p, look.design === 'print' ? 'plain' : look.design, look.id);
  const graphic = look.design === 'print'
    ? `<circle cx="200" cy="200" r="46" fill="${p.trim}"/><circle cx="200" cy="200" r="30" fill="none" stroke="${p.light}" stroke-width="6"/><circle cx="200" cy="200" r="10" fill="${p.light}"/>`
    : '';
  return `${f.cloth('M140 60 L172 48 Q200 80 228 48 L260 60 L340 108 L310 166 L272 146 L272 350 L128 350 L128 146 L90 166 L60 108 Z')}
    <path d="M172 48 Q200 80 228 48" fill="none" stroke="${p.shade}" stroke-width="9"/>
    ${graphic}`;
}

export function shirt(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return `${f.cloth('M140 60 L175 48 L225 48 L260 60 L330 100 L360 300 L325 308 L290 160 L287 360 L113 360 L110 160 L75 308 L40 300 L70 100 Z')}
    <path d="M175 48 L200 92 L225 48 L242 62 L206 108 L200 98 L194 108 L158 62 Z" fill="${p.light}" stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"/>
    <line x1="200" y1="104" x2="200" y2="360" stroke="${p.shade}" stroke-width="3"/>
    ${[130, 175, 220, 265, 310].map((y) => `<circle cx="200" cy="${y}" r="5" fill="${p.light}" stroke="${p.shade}" stroke-width="1.5"/>`).join('')}
    <rect x="222" y="130" width="42" height="46" rx="4" fill="none" stroke="${p.shade}" stroke-width="3"/>`;
}

export function nehruJacket(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return `${f.cloth('M140 60 L172 50 L200 96 L228 50 L260 60 L290 120 L292 345 L108 345 L110 120 Z')}
    <path d="M110 120 Q140 150 150 95 L140 60 Z M290 120 Q260 150 250 95 L260 60 Z" fill="${p.shade}" opacity="0.35"/>
    <path d="M168 48 L232 48 L228 62 L172 62 Z" fill="${p.trim}"/>
    <line x1="200" y1="98" x2="200" y2="345" stroke="${p.shade}" stroke-width="3"/>
    ${[120, 160, 200, 240, 280].map((y) => `<circle cx="200" cy="${y}" r="6" fill="${p.trim}"/>`).join('')}
    <line x1="232" y1="200" x2="270" y2="196" stroke="${p.trim}" stroke-width="4"/>`;
}

export function saree(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  // A Kanjeevaram's temple border: a broad contrasting band with a row of temple spires.
  const spires = look.design === 'temple'
    ? Array.from({ length: 12 }, (_, i) => {
      const x = 102 + i * 16.5;
      const y = 296 + 12 * Math.sin((Math.PI * (x - 100)) / 100) ** 2;
      return `<path d="M${x.toFixed(1)} ${(y + 2).toFixed(1)} l8 -18 l8 18 Z" fill="${p.trim}"/>`;
    }).join('')
    : '';
  return `<path d="M200 44 Q200 22 216 22 Q232 22 230 40" fill="none" stroke="${p.shade}" stroke-width="6"/>
    <path d="M200 46 L112 72 M200 46 L288 72" stroke="${p.shade}" stroke-width="6"/>
    ${f.cloth('M112 70 L288 70 L304 332 Q252 352 200 336 Q148 352 96 332 Z')}
    <path d="M96 332 Q148 352 200 336 Q252 352 304 332 L300 296 Q252 316 200 302 Q148 316 100 296 Z" fill="${p.trim}"/>
    ${spires}
    <path d="M258 70 L288 70 L302 300 L270 298 Z" fill="${p.trim}" opacity="${look.design === 'temple' ? 1 : 0.85}"/>
    <path d="M264 90 L282 90 M266 130 L285 130 M268 170 L288 170 M270 210 L291 210 M272 250 L294 250" stroke="${p.shade}" stroke-width="3" opacity="0.5"/>
    <path d="M160 76 Q150 200 148 318 M220 76 Q228 200 236 316" fill="none" stroke="${p.shade}" stroke-width="3" opacity="0.4"/>`;
}

export function lehenga(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  const pleats = [120, 160, 200, 240, 280].map((x) => `<line x1="${200 + (x - 200) * 0.35}" y1="140" x2="${x}" y2="350" stroke="${p.shade}" stroke-width="3" opacity="0.35"/>`).join('');
  return `<path d="M160 52 L240 52 L266 76 L256 118 L144 118 L134 76 Z" fill="${p.trim}" stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"/>
    ${f.cloth('M150 130 L250 130 L342 350 Q200 384 58 350 Z')}
    ${pleats}
    <rect x="148" y="122" width="104" height="16" rx="4" fill="${p.trim}"/>
    <path d="M70 322 Q200 354 330 322 L342 350 Q200 384 58 350 Z" fill="${p.trim}"/>`;
}

export function dupatta(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  const fringe = [112, 124, 136, 148, 232, 244, 256, 268].map((x) => `<line x1="${x}" y1="332" x2="${x}" y2="352" stroke="${p.trim}" stroke-width="4"/>`).join('');
  return `<line x1="70" y1="60" x2="330" y2="60" stroke="#8a6a4a" stroke-width="10" stroke-linecap="round"/>
    ${f.cloth('M100 60 L180 60 L162 334 L104 334 Z')}
    ${f.cloth('M220 60 L300 60 L296 334 L228 334 Z')}
    <path d="M104 304 L164 304 L162 334 L104 334 Z M228 304 L296 304 L296 334 L228 334 Z" fill="${p.trim}"/>
    ${fringe}`;
}

/** Unstitched cloth folded in a stack, border showing: dhotis, veshtis and bedsheets. */
export function foldedCloth(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return [[60, 252, 280], [74, 180, 252], [88, 108, 224]].map(([x = 0, y = 0, w = 0]) => `
    ${f.cloth(`M${x + 16} ${y} L${x + w - 16} ${y} Q${x + w} ${y} ${x + w} ${y + 16} L${x + w} ${y + 58} Q${x + w} ${y + 74} ${x + w - 16} ${y + 74} L${x + 16} ${y + 74} Q${x} ${y + 74} ${x} ${y + 58} L${x} ${y + 16} Q${x} ${y} ${x + 16} ${y} Z`)}
    <rect x="${x + 4}" y="${y + 52}" width="${w - 8}" height="12" fill="${p.trim}"/>
    <path d="M${x + 10} ${y + 14} Q${x + w / 2} ${y + 4} ${x + w - 10} ${y + 14}" fill="none" stroke="${p.light}" stroke-width="3" opacity="0.7"/>`).join('');
}

/** Trousers and jeans; the stripes design is a track pant's side stripe. */
export function trousers(p: Paint, look: Look): string {
  const stripe = look.design === 'stripes'
    ? `<path d="M132 76 L110 356 M268 76 L290 356" stroke="${p.trim}" stroke-width="10"/><path d="M132 76 L110 356 M268 76 L290 356" stroke="#ffffff" stroke-width="3" opacity="0.8"/>`
    : '';
  return `<path d="M128 50 L272 50 L294 360 L222 360 L200 142 L178 360 L106 360 Z" fill="${p.body}" stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="128" y="50" width="144" height="24" fill="${p.shade}"/>
    <path d="M140 76 Q150 112 180 108 M260 76 Q250 112 220 108" fill="none" stroke="${p.trim}" stroke-width="4" stroke-dasharray="8 6"/>
    <line x1="200" y1="74" x2="200" y2="140" stroke="${p.trim}" stroke-width="3" stroke-dasharray="8 6"/>
    <path d="M110 330 L178 330 M222 330 L292 330" stroke="${p.trim}" stroke-width="4" stroke-dasharray="8 6"/>
    ${stripe}`;
}

/** Knee-length shorts with an elastic waist and a drawstring. */
export function shorts(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  return `${f.cloth('M112 110 L288 110 L312 290 L216 302 L200 196 L184 302 L88 290 Z')}
    <rect x="110" y="100" width="180" height="30" rx="6" fill="${p.shade}"/>
    <path d="M120 112 L280 112 M120 118 L280 118" stroke="${p.light}" stroke-width="2" opacity="0.6"/>
    <path d="M192 130 Q186 160 176 168 M208 130 Q214 160 224 168" fill="none" stroke="${p.trim}" stroke-width="4" stroke-linecap="round"/>
    <path d="M124 140 Q134 178 166 176 M276 140 Q266 178 234 176" fill="none" stroke="${p.shade}" stroke-width="3"/>
    <path d="M92 270 L186 280 M214 280 L308 270" stroke="${p.trim}" stroke-width="4" stroke-dasharray="8 6"/>`;
}

export function frock(p: Paint, look: Look): string {
  const f = fabricFor(p, look.design, look.id);
  const frill = [90, 125, 160, 195, 230, 265, 300].map((x, i) => `<circle cx="${x + 5}" cy="${336 + (i % 2) * 4}" r="18" fill="${p.trim}"/>`).join('');
  return `<circle cx="148" cy="88" r="26" fill="${p.light}" stroke="${p.shade}" stroke-width="4"/>
    <circle cx="252" cy="88" r="26" fill="${p.light}" stroke="${p.shade}" stroke-width="4"/>
    ${f.cloth('M164 64 L236 64 L250 150 L150 150 Z')}
    <path d="M176 64 Q200 92 224 64" fill="${p.shade}"/>
    ${frill}
    ${f.cloth('M150 150 L250 150 L322 330 Q200 356 78 330 Z')}
    <rect x="146" y="144" width="108" height="16" rx="6" fill="${p.trim}"/>
    <ellipse cx="184" cy="152" rx="18" ry="12" fill="${p.trim}"/><ellipse cx="216" cy="152" rx="18" ry="12" fill="${p.trim}"/>`;
}
