/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell that starts with = + - @, a tab
 * or a carriage return is run as a formula by Excel and LibreOffice. Such cells get a leading
 * apostrophe, which the spreadsheet shows as text and hides.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}
