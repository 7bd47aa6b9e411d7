/**
 * An invoice PDF attached to an order, from the back office or the command line: its number, a
 * size limit and a PDF's magic bytes (`%PDF-`), with the messages staff read.
 */
export const MAX_INVOICE_BYTES = 20 * 1024 * 1024
export const MAX_INVOICE_MB = MAX_INVOICE_BYTES / 1024 / 1024
export const PDF_MAGIC = '%PDF-'

export const INVOICE_MESSAGES = {
  tooLarge: `La factura supera los ${MAX_INVOICE_MB} MB.`,
  notPdf: 'El archivo no es un PDF.',
  missingFile: 'Adjunte el PDF de la factura.',
  invalidNumber: 'Número de factura inválido: escriba solo números (hasta 12 cifras).',
  badUpload: 'No se pudo leer el archivo enviado. Vuelva a intentarlo.',
  attached: (invoiceNumber: number) =>
    `Factura N° ${invoiceNumber} adjuntada. El cliente ya puede descargarla desde Mis pedidos.`,
} as const

/** Whether bytes start as every PDF does. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString('latin1') === PDF_MAGIC
}

/** An invoice number as staff type it: 1 to 12 digits, more than zero; null otherwise. */
export function parseInvoiceNumber(value: number | string): number | null {
  const n = typeof value === 'number' ? value : /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n >= 1 ? n : null
}

/** Which field of the invoice form a server's refusal is about (shown beside it); null for the rest. */
export function invoiceFieldOf(message: string): 'number' | 'pdf' | null {
  if (message === INVOICE_MESSAGES.invalidNumber) return 'number'
  const aboutFile: string[] = [
    INVOICE_MESSAGES.tooLarge,
    INVOICE_MESSAGES.notPdf,
    INVOICE_MESSAGES.missingFile,
    INVOICE_MESSAGES.badUpload,
  ]
  return aboutFile.includes(message) ? 'pdf' : null
}
