/** What the commands print: the import report and product counts, in Spanish. */
import type { ImportReport } from '#server/catalogue/import/catalogue-import.ts'

/** '1 producto', '1.240 productos' */
export function productCount(n: number): string {
  return `${n.toLocaleString('es-AR')} ${n === 1 ? 'producto' : 'productos'}`
}

export function formatImportReport(report: ImportReport): string {
  const lines = [
    `Filas leídas:  ${report.read}`,
    `Agregados:     ${report.added}`,
    `Actualizados:  ${report.updated}`,
    `Rechazados:    ${report.rejected.length}`,
  ]
  for (const rejected of report.rejected) {
    const sku = rejected.sku === null ? '' : ` (sku ${rejected.sku})`
    lines.push(`  ${report.rowWord} ${rejected.row}${sku}: ${rejected.reason}`)
  }
  if (report.dryRun) lines.push('Simulación (--dry-run): no se guardó ningún cambio.')
  else if (report.added + report.updated > 0)
    lines.push('Cambios guardados; la tienda los muestra en un segundo aproximadamente.')
  else lines.push('No se guardó ningún cambio.')
  return `${lines.join('\n')}\n`
}
