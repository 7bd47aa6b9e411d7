/**
 * Reportes' figures downloaded: a spreadsheet with a sheet per table (numbers stay numbers, text
 * is text to Excel) or one CSV with a section per table (UTF-8 with BOM, cells that would run as
 * formulas neutralised, as the orders export: domain/admin/csv-cells.ts).
 */
import { stringify } from 'csv-stringify/sync'
import writeXlsxFile from 'write-excel-file/node'
import { csvSafeCell } from '#domain/admin/csv-cells.ts'
import {
  reportFileName,
  reportTables,
  type ReportCell,
  type ReportExportFormat,
  type SalesReport,
} from '#domain/admin/report-figures.ts'

export interface ReportFile {
  fileName: string
  contentType: string
  bytes: Buffer
}

const CONTENT_TYPES: Record<ReportExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

const csvCell = (cell: ReportCell) => (typeof cell === 'number' ? cell : csvSafeCell(cell))

function csvOf(report: SalesReport): Buffer {
  const { from, to } = report.period
  const rows: ReportCell[][] = [[`Reportes del ${from} al ${to}`]]
  for (const table of reportTables(report)) rows.push([], [table.title], [...table.columns], ...table.rows)
  return Buffer.from(`\uFEFF${stringify(rows.map((row) => row.map(csvCell)))}`, 'utf8')
}

async function xlsxOf(report: SalesReport): Promise<Buffer> {
  const cell = (value: ReportCell) => (typeof value === 'number' ? { value, type: Number } : { value, type: String })
  const sheets = reportTables(report).map((table) => ({
    sheet: table.title,
    stickyRowsCount: 1,
    data: [table.columns.map((value) => ({ value, fontWeight: 'bold' as const })), ...table.rows.map((row) => row.map(cell))],
  }))
  return writeXlsxFile(sheets).toBuffer()
}

export async function reportFile(report: SalesReport, format: ReportExportFormat): Promise<ReportFile> {
  return {
    fileName: reportFileName(report.period, format),
    contentType: CONTENT_TYPES[format],
    bytes: format === 'csv' ? csvOf(report) : await xlsxOf(report),
  }
}
