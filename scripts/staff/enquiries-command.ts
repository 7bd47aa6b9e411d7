/**
 * `staff enquiries [--json]`: the reseller enquiries (the /others/revendedores form), oldest
 * first. The table cuts long comments to one short line; --json prints them whole, as
 * `[{id, fullname, email, phone, comentary, view, created_at}]`.
 */
import { contactRepository } from '#server/contacts/contact-repository.ts'
import { EMPTY_CELL, countOf, formatDateTime, formatTable, logToStderr, oneLine, printJson, truncate } from './listing-command.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

const COMMENT_WIDTH = 60

export async function enquiriesCommand(args: string[]): Promise<number> {
  const { values } = parseFlags({
    args,
    options: { json: { type: 'boolean', default: false } },
    allowPositionals: false,
    strict: true,
  })
  const rows = await withDatabase(({ database }) => contactRepository(database.db).resellerEnquiries(), logToStderr)
  const enquiries = rows.map((r) => ({
    id: r.id,
    fullname: r.fullname,
    email: r.email,
    phone: r.phone,
    comentary: r.comentary,
    view: r.view,
    created_at: r.created_at,
  }))

  if (values.json) {
    printJson(enquiries)
    return 0
  }
  if (enquiries.length === 0) {
    console.log('No hay consultas de revendedores.')
    return 0
  }
  process.stdout.write(
    formatTable(
      [
        { header: 'N°', align: 'right' },
        { header: 'Fecha' },
        { header: 'Nombre' },
        { header: 'E-mail' },
        { header: 'Teléfono', align: 'right' },
        { header: 'Comentario' },
      ],
      enquiries.map((e) => [
        String(e.id),
        formatDateTime(e.created_at),
        e.fullname,
        e.email || EMPTY_CELL,
        String(e.phone),
        truncate(oneLine(e.comentary), COMMENT_WIDTH) || EMPTY_CELL,
      ]),
    ),
  )
  const cut = enquiries.some((e) => [...oneLine(e.comentary)].length > COMMENT_WIDTH)
    ? ' Los comentarios largos están cortados: --json los muestra completos.'
    : ''
  console.log(`\n${countOf(enquiries.length, 'consulta', 'consultas')} de revendedores.${cut}`)
  return 0
}
