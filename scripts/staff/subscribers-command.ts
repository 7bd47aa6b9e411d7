/**
 * `staff subscribers [--json]`: the newsletter's subscribers, oldest first, with the date each
 * one signed up (Buenos Aires time). --json prints `[{email, created_at}]`.
 */
import { contactRepository } from '#server/contacts/contact-repository.ts'
import { countOf, formatDateTime, formatTable, logToStderr, printJson } from './listing-command.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

export async function subscribersCommand(args: string[]): Promise<number> {
  const { values } = parseFlags({
    args,
    options: { json: { type: 'boolean', default: false } },
    allowPositionals: false,
    strict: true,
  })
  const subscribers = await withDatabase(({ database }) => contactRepository(database.db).subscribers(), logToStderr)

  if (values.json) {
    printJson(subscribers)
    return 0
  }
  if (subscribers.length === 0) {
    console.log('No hay suscriptores al newsletter.')
    return 0
  }
  process.stdout.write(
    formatTable(
      [{ header: 'E-mail' }, { header: 'Alta' }],
      subscribers.map((s) => [s.email, formatDateTime(s.created_at)]),
    ),
  )
  console.log(`\n${countOf(subscribers.length, 'suscriptor', 'suscriptores')} al newsletter.`)
  return 0
}
