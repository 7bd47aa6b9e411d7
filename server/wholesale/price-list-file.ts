/**
 * The reseller's price list as an Office Open XML workbook, written while it is read: the rows
 * arrive a page at a time, each page becomes a piece of the sheet's XML, is deflated into a
 * streaming zip (fflate's `Zip`, Node's zlib deflating) and leaves as soon as the client takes it, so memory holds one
 * page, never the file. (write-excel-file, which Reportes uses, builds the whole workbook in
 * memory: fine for a report's hundreds of rows, not for 100,000 products.)
 *
 * The parts are the fewest Excel, LibreOffice and Google Sheets need: [Content_Types].xml,
 * _rels/.rels, xl/workbook.xml (written last: its filter range needs the row count) and its rels,
 * xl/styles.xml (a bold header, #,##0.00 for prices, quotePrefix for text that looks like a
 * formula) and xl/worksheets/sheet1.xml with inline strings (no shared-string table to hold in
 * memory) and numbers as numbers, the header frozen and filtered.
 */
import { Readable } from 'node:stream'
import { constants, deflateRawSync } from 'node:zlib'
import { Zip, ZipPassThrough } from 'fflate'
import { PRICE_LIST_COLUMNS, PRICE_LIST_SHEET, looksLikeFormula, type PriceListRow } from '#domain/wholesale/price-list.ts'

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'
const OFFICE = 'application/vnd.openxmlformats-officedocument.spreadsheetml'
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/**
 * Deflate level 1: the sheet's repetitive XML shrinks ~11× at 1 and ~14× at 6, and 1 is 3–4×
 * faster (100,000 products: 45 MB of XML, a 5 MB file).
 */
const LEVEL = 1

/**
 * A zip entry deflated by Node's zlib (native, ~15× faster than fflate's JavaScript deflate on
 * this XML), chunk by chunk: each chunk is a deflate segment of its own ending in a sync flush,
 * the last one a finish, and segments so cut join into one valid deflate stream. fflate's
 * ZipPassThrough keeps the CRC and the size of what was pushed; the Zip writes the headers.
 */
class NativeDeflate extends ZipPassThrough {
  constructor(filename: string) {
    super(filename)
    this.compression = 8
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    const finishFlush = final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH
    this.ondata(null, new Uint8Array(deflateRawSync(chunk, { level: LEVEL, finishFlush })), final)
  }
}
/** Column widths in characters: sku, product, brand, category, stock, three figures. */
const WIDTHS = [16, 60, 18, 22, 16, 15, 8, 16]

/** cellXfs indexes in STYLES */
const STYLE = { header: 1, money: 2, formulaLike: 3 } as const

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${OFFICE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${OFFICE}.styles+xml"/></Types>`

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`

// numFmtId 4 is the built-in #,##0.00 (shown with the reader's own separators: 1.028,50 in es-AR).
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`

const lastCell = (rows: number) => `$H$${Math.max(rows, 1)}`

function workbook(rows: number): string {
  const range = `'${PRICE_LIST_SHEET}'!$A$1:${lastCell(rows)}`
  return `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${PRICE_LIST_SHEET}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${range}</definedName></definedNames></workbook>`
}

const SHEET_HEAD = `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${WIDTHS.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols><sheetData>`

const sheetTail = (rows: number) => `</sheetData><autoFilter ref="A1:${lastCell(rows).replace(/\$/g, '')}"/></worksheet>`

// Characters XML 1.0 does not allow (control characters but tab, line feed, carriage return).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }
const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>]/g, (c) => ESCAPES[c]!)

// Cells carry no `r` (it is optional: a cell without one is the next column), which keeps the
// XML ~15 % shorter; every row has all eight cells, an empty `<c/>` where a figure is missing.
function textCell(text: string, style?: number): string {
  const s = style ?? (looksLikeFormula(text) ? STYLE.formulaLike : undefined)
  const space = text.trim() === text ? '' : ' xml:space="preserve"'
  return `<c t="inlineStr"${s === undefined ? '' : ` s="${s}"`}><is><t${space}>${escapeXml(text)}</t></is></c>`
}

/** A finite number as the sheet's `<v>`; anything else an empty cell (never NaN in a cell). */
const numberCell = (value: number, style?: number) =>
  Number.isFinite(value) ? `<c${style === undefined ? '' : ` s="${style}"`}><v>${value}</v></c>` : '<c/>'

const headerRow = () => `<row r="1">${PRICE_LIST_COLUMNS.map((title) => textCell(title, STYLE.header)).join('')}</row>`

function rowXml(r: number, [sku, name, brand, category, stock, net, vat, withVat]: PriceListRow): string {
  return (
    `<row r="${r}">${textCell(sku)}${textCell(name)}${textCell(brand)}${textCell(category)}${textCell(stock)}` +
    `${numberCell(net, STYLE.money)}${numberCell(vat)}${numberCell(withVat, STYLE.money)}</row>`
  )
}

async function* workbookChunks(pages: AsyncIterable<readonly PriceListRow[]>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, chunk) => {
    if (error) failure = error
    else ready.push(chunk)
  })
  // What the zip has written so far, handed on (and forgotten here) before the next page is read.
  function* taken(): Generator<Uint8Array> {
    if (failure) throw failure
    yield* ready.splice(0)
  }
  const whole = (name: string, xml: string) => {
    const part = new NativeDeflate(name)
    zip.add(part)
    part.push(Buffer.from(xml, 'utf8'), true)
  }
  whole('[Content_Types].xml', CONTENT_TYPES)
  whole('_rels/.rels', ROOT_RELS)
  whole('xl/_rels/workbook.xml.rels', WORKBOOK_RELS)
  whole('xl/styles.xml', STYLES)
  yield* taken()

  const sheet = new NativeDeflate('xl/worksheets/sheet1.xml')
  zip.add(sheet)
  sheet.push(Buffer.from(SHEET_HEAD + headerRow(), 'utf8'))
  let rows = 1
  for await (const page of pages) {
    let xml = ''
    for (const row of page) xml += rowXml(++rows, row)
    sheet.push(Buffer.from(xml, 'utf8'))
    yield* taken()
  }
  sheet.push(Buffer.from(sheetTail(rows), 'utf8'), true)
  whole('xl/workbook.xml', workbook(rows))
  zip.end()
  yield* taken()
}

/**
 * The workbook of `pages` (the header row first, then every page's rows in the order given) as a
 * byte stream: the next page is asked for only when the reader has taken what came before.
 */
export function priceListFile(pages: AsyncIterable<readonly PriceListRow[]>): Readable {
  return Readable.from(workbookChunks(pages), { objectMode: false })
}
