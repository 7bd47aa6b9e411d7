/**
 * `staff enquiries [--json]`: the reseller enquiries (the /others/revendedores form), oldest
 * first. The table cuts long comments to one short line; --json prints them whole, as
 * `[{id, fullname, email, phone, comentary, view, created_at}]`.
 */
import { contactRepository } from '#server/contacts/contact-repository.ts'
import { listRowsCommand } from './list-rows-command.ts'
import { EMPTY_CELL, countOf, formatDateTime, oneLine, truncate } from './listing-command.ts'

const COMMENT_WIDTH = 60

export function enquiriesCommand(args: string[]): Promise<number> {
  return listRowsCommand(args, {
    read: async ({ database }) =>
      (await contactRepository(database.db).resellerEnquiries()).map((r) => ({
        id: r.id,
        fullname: r.fullname,
        email: r.email,
        phone: r.phone,
        comentary: r.comentary,
        view: r.view,
        created_at: r.created_at,
      })),
    none: 'No hay consultas de revendedores.',
    columns: [
      { header: 'N°', align: 'right' },
      { header: 'Fecha' },
      { header: 'Nombre' },
      { header: 'E-mail' },
      { header: 'Teléfono', align: 'right' },
      { header: 'Comentario' },
    ],
    cells: (e) => [
      String(e.id),
      formatDateTime(e.created_at),
      e.fullname,
      e.email || EMPTY_CELL,
      String(e.phone),
      truncate(oneLine(e.comentary), COMMENT_WIDTH) || EMPTY_CELL,
    ],
    total: (enquiries) => {
      const cut = enquiries.some((e) => [...oneLine(e.comentary)].length > COMMENT_WIDTH)
        ? ' Los comentarios largos están cortados: --json los muestra completos.'
        : ''
      return `${countOf(enquiries.length, 'consulta', 'consultas')} de revendedores.${cut}`
    },
  })
}
