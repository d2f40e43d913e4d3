import { escapeXml, fontFamily } from './colour.ts';

export interface BrandColours { text: string; primary: string; secondary: string; accent: string }

/** The shop's mark: a lotus in a roundel, drawn in a 64x64 box; it stays legible at tab size. */
function mark(colours: BrandColours): string {
  const petals = [-58, -29, 0, 29, 58]
    .map((angle) => `<ellipse cx="32" cy="29" rx="5.5" ry="12" fill="#ffffff" transform="rotate(${angle} 32 42)"/>`)
    .join('');
  return `<circle cx="32" cy="32" r="31" fill="${colours.primary}"/>
    <circle cx="32" cy="32" r="26.5" fill="none" stroke="${colours.accent}" stroke-width="2" stroke-dasharray="3 3"/>
    ${petals}
    <path d="M16 44 Q32 52 48 44" fill="none" stroke="${colours.accent}" stroke-width="3.5" stroke-linecap="round"/>
    <circle cx="32" cy="38" r="4" fill="${colours.accent}"/>`;
}

/** A 480x120 wordmark on a transparent background: mark, shop name, and a short tagline. */
export function logoSvg(name: string, tagline: string, colours: BrandColours): string {
  const [first = name, ...rest] = name.split(' ');
  // Bold DejaVu runs about 0.64 em per letter: shrink long names so they fit the 480 px width.
  const fontSize = Math.min(40, Math.floor(350 / (name.length * 0.64)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
  <g transform="translate(8 14) scale(1.44)">${mark(colours)}</g>
  <text x="112" y="66" font-family="${fontFamily}" font-weight="bold" font-size="${fontSize}" letter-spacing="-0.5" xml:space="preserve"><tspan fill="${colours.primary}">${escapeXml(first)}</tspan><tspan fill="${colours.text}"> ${escapeXml(rest.join(' '))}</tspan></text>
  <text x="114" y="97" font-family="${fontFamily}" font-size="14.5" letter-spacing="1.5" fill="${colours.secondary}">${escapeXml(tagline.toUpperCase())}</text>
</svg>`;
}

/** The 64x64 page icon: the mark alone, legible at tab size. */
export function faviconSvg(colours: BrandColours): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${mark(colours)}</svg>`;
}
