// Kept apart from the zod schemas so that the storefront's first paint does not load zod.

export interface Theme {
  text: string;
  background: string;
  primary: string;
  secondary: string;
  accent: string;
}

/** The spec's theme defaults, used whenever the theme cannot be loaded. */
export const defaultTheme: Theme = {
  text: '#000000',
  background: '#ffffff',
  primary: '#ff6347',
  secondary: '#4CAF50',
  accent: '#00BCD4',
};
