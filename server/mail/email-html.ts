/**
 * What the store's e-mails (order-email.ts, withdrawal-email.ts) are written with: mail clients
 * ignore style sheets, so styles are inline, and every value a customer typed is escaped.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
}

/** One line, no control characters: safe in a subject header and in the text version. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

export interface DataTableStyle {
  /** the style of every cell */
  cell: string
  /** the labels' colour and column width */
  labelColor: string
  labelWidth: number
  /** added to each value cell's style */
  value?: string
  /** added to the table's style */
  table?: string
}

/** A two-column table of label and value; an empty value shows as a dash. */
export function dataTable(rows: [string, string][], style: DataTableStyle): string {
  const trs = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${style.cell}text-align:left;width:${style.labelWidth}px;color:${style.labelColor};font-weight:normal;">${escapeHtml(label)}</th><td style="${style.cell}${style.value ?? ''}">${escapeHtml(value) || '&mdash;'}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%;font-size:14px;${style.table ?? ''}">${trs}</table>`
}
