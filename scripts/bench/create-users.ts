/**
 * Benchmark helper, run by scripts/bench.ts before the store starts (the embedded database
 * admits one process): `tsx scripts/bench/create-users.ts --count N` with DATA_DIR set creates
 * N customers bench-0@example.com … and prints them as one JSON line, `[{ "id", "email" }]`.
 * The benchmark then signs their session tokens with the JWT_SECRET it gives the store.
 */
import { parseArgs } from 'node:util'
import { usersRepository } from '#server/accounts/users-repository.ts'
import { withDatabase } from '../staff/with-database.ts'
import { benchCustomer, customerCount } from './bench-customers.ts'

const { values } = parseArgs({ options: { count: { type: 'string', default: '50' } }, strict: true })
const count = customerCount('count', values.count)

const created = await withDatabase(
  async ({ database }) => {
    const users = usersRepository(database.db)
    const out: { id: number; email: string }[] = []
    for (let i = 0; i < count; i++) {
      const email = `bench-${i}@example.com`
      const user =
        (await users.insert(benchCustomer(i, { email, name: 'Cliente Bench', firstDni: 30_000_000 }))) ??
        (await users.byEmail(email))
      if (!user) throw new Error(`could not create ${email}`)
      out.push({ id: user.id, email: user.email })
    }
    return out
  },
  (message) => console.error(message),
)
process.stdout.write(`${JSON.stringify(created)}\n`)
