/**
 * The back office's catalogue import and export (Importar catálogo, Exportar catálogo): the
 * file's limits, the pace of applying, the states an import goes through, what counts as a
 * change, and the messages staff read. The row rules themselves are the command line's
 * (server/catalogue/import/catalogue-row-validation.ts), so both refuse the same rows with the same words.
 */
import { CATALOGUE_FIELDS, type CatalogueField, type ProductInput } from '../product.ts'

/** A 10,000-row file with long descriptions is a few MB; anything past this is not a catalogue. */
export const MAX_IMPORT_BYTES = 30 * 1024 * 1024
export const MAX_IMPORT_MB = MAX_IMPORT_BYTES / 1024 / 1024
/** Rows written per transaction while applying: short enough that shoppers' queries are never held long. */
export const IMPORT_BATCH_ROWS = 100
/**
 * After each batch the import rests this many times as long as the batch took. On the embedded
 * database the batch's SQL runs on the store's own thread, so the import's share of that thread
 * is about 1/(1+factor): at 1 shoppers got ~0.45 of the idle req/s, at 3 ~0.7, at 4 ~0.8 (npm run
 * bench, "Storefront during a catalogue import"); a 10,000-row file then applies in ~25 s.
 */
export const IMPORT_REST_FACTOR = 4
/** Updated rows whose changed fields the preview shows. */
export const IMPORT_SAMPLE_SIZE = 20
/** Rejected rows the page lists (the count is always whole). */
export const IMPORT_REJECTED_SHOWN = 500
/**
 * An applying or undoing import whose server has not reported for this long stopped (a crash, a
 * restart): it is interrupted, and staff resume or undo it (each batch reports, so a live one
 * never goes this long).
 */
export const IMPORT_STALE_SECONDS = 60
/** How often the page asks how far an import got. */
export const IMPORT_POLL_MS = 700

export type ImportStatus = 'preview' | 'applying' | 'applied' | 'failed' | 'undoing' | 'undone'

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  preview: 'Sin aplicar',
  applying: 'Aplicando',
  applied: 'Aplicada',
  failed: 'Falló (sin cambios)',
  undoing: 'Deshaciendo',
  undone: 'Deshecha',
}

/** The state staff read, an interrupted run's included (its server stopped half-way). */
export function importStatusLabel(run: { status: ImportStatus; stalled: boolean }): string {
  if (!run.stalled) return IMPORT_STATUS_LABELS[run.status]
  return run.status === 'undoing' ? 'Deshacer interrumpido' : 'Interrumpida'
}

/**
 * What staff can do with a run as it is: continue an interrupted apply, and start an undo (an
 * applied or interrupted import) or finish one that was interrupted.
 */
export function importRunActions(run: { status: ImportStatus; stalled: boolean }): {
  resume: boolean
  undo: 'start' | 'finish' | null
} {
  const interrupted = (status: ImportStatus) => run.stalled && run.status === status
  return {
    resume: interrupted('applying'),
    undo: interrupted('undoing') ? 'finish' : run.status === 'applied' || interrupted('applying') ? 'start' : null,
  }
}

export type ImportFormat = 'csv' | 'json'

export const IMPORT_MESSAGES = {
  missingFile: 'Elija un archivo CSV o JSON con los productos.',
  tooLarge: `El archivo supera los ${MAX_IMPORT_MB} MB: divídalo en partes.`,
  badExtension: 'El archivo debe terminar en .csv o .json.',
  badUpload: 'No se pudo leer el archivo enviado. Vuelva a intentarlo.',
  notText:
    'El archivo no es de texto: se esperaba un CSV o un JSON (si viene de Excel, use «Guardar como» → «CSV UTF-8» o «CSV (delimitado por comas)»).',
  nothingToApply: 'No hay nada para aplicar: todas las filas quedan igual o fueron rechazadas.',
  notPreview: 'Esta importación ya se aplicó o se está aplicando.',
  notUndoable: 'Solo se puede deshacer una importación aplicada.',
  started: 'Importación en curso.',
  resumed: 'Importación retomada: se aplican las filas que faltaban.',
  undoStarted: 'Deshaciendo la importación.',
  undoResumed: 'Deshacer retomado: se restauran los productos que faltaban.',
  busy: 'Ya hay una importación o un deshacer en curso: espere a que termine.',
  changedSince: (skus: readonly string[], more: number) =>
    `No se puede deshacer: ${skus.length + more === 1 ? 'un producto cambió' : `${skus.length + more} productos cambiaron`} después de esta importación (${skus.join(', ')}${more ? ` y ${more} más` : ''}). Deshacerla pisaría esos cambios; corríjalos a mano o importe un archivo con los valores anteriores.`,
  laterImport: (id: number) =>
    `No se puede deshacer: la importación N° ${id}, posterior, cambió los mismos productos. Deshaga primero esa.`,
  failed: (reason: string) => `La importación se detuvo por un error y se deshicieron las filas ya aplicadas: ${reason}`,
  interrupted:
    'La importación se interrumpió (el servidor se detuvo) antes de terminar: una parte de las filas ya está en la tienda. Continúela para aplicar el resto, o deshágala para volver al catálogo anterior.',
  undoInterrupted:
    'El deshacer se interrumpió (el servidor se detuvo) antes de terminar: una parte de los productos ya volvió a como estaba y el resto sigue como lo dejó la importación. Termine de deshacerla.',
  exportFormat: 'Formato de exportación inválido: csv o json.',
} as const

/** The fields an import compares and writes: every product field and the wholesale price. */
export const COMPARED_FIELDS: readonly CatalogueField[] = CATALOGUE_FIELDS

/**
 * Shoppers move week_views on every product page they open: an undo ignores it when checking
 * whether a product changed since the import, or a live store could never undo.
 */
export const FIELDS_SHOPPERS_CHANGE: ReadonlySet<CatalogueField> = new Set(['week_views'])

export interface FieldChange {
  field: CatalogueField
  before: unknown
  after: unknown
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? []) === JSON.stringify(b ?? [])
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b)
  return (a ?? null) === (b ?? null)
}

/** The fields whose value differs between the product as it is and as the import would leave it. */
export function changedFields(current: ProductInput, next: ProductInput): FieldChange[] {
  return COMPARED_FIELDS.filter((field) => !same(current[field], next[field])).map((field) => ({
    field,
    before: current[field],
    after: next[field],
  }))
}

/**
 * Whether a product still holds what the import wrote in the fields it changed (an added one:
 * every field but those shoppers move). Only then does undoing put back the earlier values.
 */
export function stillAsImported(current: ProductInput, written: Partial<ProductInput>): boolean {
  return (Object.keys(written) as CatalogueField[])
    .filter((field) => !FIELDS_SHOPPERS_CHANGE.has(field))
    .every((field) => same(current[field], written[field]))
}

/** The percentage shown on the progress bar. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100
  return Math.min(100, Math.floor((done / total) * 100))
}

/** An export's file name: catalogo-2026-11-24.csv */
export function exportFileName(format: ImportFormat, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(now)
  return `catalogo-${day}.${format}`
}
