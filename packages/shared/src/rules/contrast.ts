/**
 * WCAG 2 contrast between two colours, and the theme warnings the console shows before a reseller
 * publishes colours (issue 16: text on the background, and on the primary colour, at level AA).
 */

const hexColour = /^#([0-9a-f]{6})$/i;

/** Whether a value is a #rrggbb colour, the only form the console publishes. */
export function isHexColour(value: string): boolean {
  return hexColour.test(value);
}

function luminance(hex: string): number {
  const digits = hexColour.exec(hex)?.[1] ?? '000000';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two #rrggbb colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** AA for body text. */
export const minimumTextContrast = 4.5;

export interface ThemeColours {
  text: string;
  background: string;
  primary: string;
}

/**
 * Pairs the storefront draws text with that read poorly: the text colour on the background, and
 * the white of buttons and badges on the primary colour. Each message names the ratio.
 */
export function themeContrastWarnings(theme: ThemeColours): Array<{ field: 'text' | 'primary'; message: string }> {
  const warnings: Array<{ field: 'text' | 'primary'; message: string }> = [];
  const onBackground = contrastRatio(theme.text, theme.background);
  if (onBackground < minimumTextContrast) {
    warnings.push({ field: 'text', message: `Text on the background is hard to read (contrast ${onBackground.toFixed(1)}:1; at least 4.5:1 is needed).` });
  }
  const onPrimary = contrastRatio('#ffffff', theme.primary);
  if (onPrimary < minimumTextContrast) {
    warnings.push({ field: 'primary', message: `White button text on the primary colour is hard to read (contrast ${onPrimary.toFixed(1)}:1; at least 4.5:1 is needed).` });
  }
  return warnings;
}
