/** Spec §9: the description shows 8 lines, grows by 8 per Read More, up to 24. */
export const descriptionStep = 8;
export const descriptionMax = 24;

export type DescriptionButton = 'Read More' | 'Read Less' | null;

/**
 * The button under the description: Read More while more can be shown, Read Less at 24 lines or
 * once the whole text is shown, none when the text fits in the first 8 lines.
 */
export function descriptionButton(lines: number, overflowing: boolean): DescriptionButton {
  if (lines >= descriptionMax || !overflowing) return lines > descriptionStep ? 'Read Less' : null;
  return 'Read More';
}

/** Lines after a press of the button. */
export function nextLines(lines: number, button: DescriptionButton): number {
  return button === 'Read More' ? Math.min(lines + descriptionStep, descriptionMax) : descriptionStep;
}
