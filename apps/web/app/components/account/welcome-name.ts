/**
 * The dashboard's welcome name, derived from the local part of the e-mail (accounts spec §2):
 * "rahul_sharma92+shop@x.in" greets "Rahul Sharma". Words are split at dots, dashes and
 * underscores, a "+tag" is dropped, trailing digits go, and words that are not plain letters
 * (random-looking parts such as "1a2b") are left out. When nothing is left, the local part as is.
 */
export function welcomeName(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0]?.trim() ?? '';
  const words = local
    .split(/[._-]+/)
    .map((word) => word.replace(/\d+$/, ''))
    .filter((word) => /^\p{L}+$/u.test(word))
    .map((word) => word.charAt(0).toLocaleUpperCase('en-IN') + word.slice(1).toLocaleLowerCase('en-IN'));
  return words.length > 0 ? words.join(' ') : local;
}

/** The first letter of a name for an avatar, or "?" when there is none. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase('en-IN') ?? '?';
}
