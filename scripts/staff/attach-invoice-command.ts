/**
 * `staff attach-invoice <movement> <invoice-number> <file.pdf>`: stores the PDF in the file store
 * (server/files/: DATA_DIR, the database or S3) under bills/client_{userId}/ and records the invoice on the order, so the customer can
 * download it from Mis pedidos ('Ver factura'). Attaching again replaces the invoice.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs'
import path from 'node:path'
import { INVOICE_MESSAGES, MAX_INVOICE_BYTES } from '#domain/admin/invoice-upload.ts'
import { formatInvoiceNumber, parseInvoiceNumber } from '#domain/invoice-number.ts'
import { createOrderServices } from '#server/services.ts'
import { CliError, UsageError } from './cli-error.ts'
import { fromServiceErrors, parseMovementArgument } from './listing-command.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

const SHAPE = 'npm run staff -- attach-invoice <pedido> <punto de venta-número de factura> <archivo.pdf>'

const REASONS: Record<string, string> = {
  ENOENT: 'no existe',
  EACCES: 'no hay permiso para leerlo',
  EISDIR: 'es una carpeta',
}

/**
 * The checks attachInvoice makes again, done before the database opens: a wrong file should
 * not wait for (or lock) the database.
 */
function checkPdf(file: string): void {
  const unreadable = (reason: string) => new CliError(`No se puede leer el archivo ${file}: ${reason}`)
  let fd: number | undefined
  try {
    const stats = statSync(file)
    if (stats.isDirectory()) throw unreadable(REASONS.EISDIR!)
    if (stats.size > MAX_INVOICE_BYTES)
      throw new CliError(`${file}: la factura supera los ${MAX_INVOICE_BYTES / 1024 / 1024} MB.`)
    fd = openSync(file, 'r')
    const head = Buffer.alloc(5)
    const read = readSync(fd, head, 0, 5, 0)
    if (head.subarray(0, read).toString('latin1') !== '%PDF-') throw new CliError(`${file} no es un PDF.`)
  } catch (error) {
    if (error instanceof CliError) throw error
    const code = (error as NodeJS.ErrnoException).code ?? ''
    throw unreadable(REASONS[code] ?? (error as Error).message)
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

export async function attachInvoiceCommand(args: string[]): Promise<number> {
  const { positionals } = parseFlags({ args, options: {}, allowPositionals: true, strict: true })
  const [movementText, invoiceText, file, ...extra] = positionals
  if (file === undefined) throw new UsageError(`Faltan argumentos: ${SHAPE}`)
  if (extra.length) throw new UsageError(`Argumento de más: ${extra.join(' ')} (${SHAPE})`)
  const movement = parseMovementArgument(movementText!)
  const invoice = parseInvoiceNumber(invoiceText!)
  if (invoice === null) throw new UsageError(`${INVOICE_MESSAGES.invalidNumber} (${SHAPE})`)
  const invoiceNumber = formatInvoiceNumber(invoice.pointOfSale, invoice.number)
  checkPdf(file)

  const log = (message: string) => console.log(message)
  // What can still be wrong once the database is open is the order (exit 1) or the file,
  // changed since the check above (exit 1).
  const attached = await withDatabase(
    ({ database, env }) =>
      fromServiceErrors(
        () => createOrderServices(env, database).adminOrders.attachInvoice(movement, invoiceNumber, path.resolve(file)),
        1,
      ),
    log,
  )
  const { before } = attached

  const who = attached.email ? ` (${attached.email})` : ''
  console.log(`Factura N° ${invoiceNumber} adjuntada al pedido N° ${attached.movement}${who}.`)
  if (before.invoiceNumber !== null && before.invoiceNumber !== invoiceNumber) {
    console.log(`Reemplaza a la factura N° ${before.invoiceNumber}; su archivo (${before.invoiceFile ?? '?'}) queda sin uso.`)
  } else if (before.invoiceNumber === invoiceNumber) {
    console.log('Reemplaza al archivo que esa factura ya tenía.')
  }
  console.log(`Archivo guardado en ${attached.location} (${attached.key})`)
  console.log('El cliente ya puede descargarla desde Mis pedidos («Ver factura»).')
  if (attached.announcedTo) console.log(`Correo al cliente en la cola de envío (a ${attached.announcedTo}).`)
  return 0
}
