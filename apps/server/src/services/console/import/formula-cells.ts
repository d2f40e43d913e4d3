/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * CSV injection. The export writes such a cell with a leading apostrophe, which spreadsheets
 * show as text; the import takes that apostrophe off again, so a round trip changes nothing.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutralise(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

export function unneutralise(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}
