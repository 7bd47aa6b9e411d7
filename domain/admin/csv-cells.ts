/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell that starts with = + - @, a tab
 * or a carriage return is run as a formula by Excel and LibreOffice. Such cells get a leading
 * apostrophe, which the spreadsheet shows as text and hides. A cell that already starts with
 * apostrophes before such a character gets one more, so that reading a file back
 * (`csvCellValue`) always takes off exactly the apostrophe the export put on.
 */
const NEEDS_QUOTE = /^'*[=+\-@\t\r]/

export function csvSafeCell(value: string): string {
  return NEEDS_QUOTE.test(value) ? `'${value}` : value
}

/** What `csvSafeCell` wrote, read back: the export's apostrophe taken off, nothing else. */
export function csvCellValue(cell: string): string {
  return cell.startsWith("'") && NEEDS_QUOTE.test(cell.slice(1)) ? cell.slice(1) : cell
}
