/**
 * An invoice PDF attached to an order, from the back office or the command line: a size limit
 * and a PDF's magic bytes (`%PDF-`), with the messages staff read. Its number's shape is
 * domain/invoice-number.ts.
 */
export const MAX_INVOICE_BYTES = 20 * 1024 * 1024
export const MAX_INVOICE_MB = MAX_INVOICE_BYTES / 1024 / 1024
export const PDF_MAGIC = '%PDF-'

export const INVOICE_MESSAGES = {
  tooLarge: `La factura supera los ${MAX_INVOICE_MB} MB.`,
  notPdf: 'El archivo no es un PDF.',
  missingFile: 'Adjunte el PDF de la factura.',
  invalidNumber: 'Número de factura inválido: escriba el punto de venta y el número, como 00001-00001234.',
  badUpload: 'No se pudo leer el archivo enviado. Vuelva a intentarlo.',
  attached: (invoiceNumber: string) =>
    `Factura N° ${invoiceNumber} adjuntada. El cliente ya puede descargarla desde Mis pedidos.`,
} as const

/** Whether bytes start as every PDF does. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString('latin1') === PDF_MAGIC
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
