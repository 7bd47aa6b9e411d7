/**
 * `staff subscribers [--json]`: the newsletter's subscribers, oldest first, with the date each
 * one signed up (Buenos Aires time). --json prints `[{email, created_at}]`.
 */
import { contactRepository } from '#server/contacts/contact-repository.ts'
import { listRowsCommand } from './list-rows-command.ts'
import { countOf, formatDateTime } from './listing-command.ts'

export function subscribersCommand(args: string[]): Promise<number> {
  return listRowsCommand(args, {
    read: ({ database }) => contactRepository(database.db).subscribers(),
    none: 'No hay suscriptores al newsletter.',
    columns: [{ header: 'E-mail' }, { header: 'Alta' }],
    cells: (s) => [s.email, formatDateTime(s.created_at)],
    total: (subscribers) => `${countOf(subscribers.length, 'suscriptor', 'suscriptores')} al newsletter.`,
  })
}
