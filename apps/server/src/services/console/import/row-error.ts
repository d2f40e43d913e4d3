/** A row the import refuses: its message is listed against the row's line, and the row changes nothing. */
export class RowError extends Error {
  override name = 'RowError';
}
