/**
 * Benchmark helper, run by scripts/bench.ts before the store starts (the embedded database
 * admits one process): `tsx scripts/bench/create-users.ts --count N` with DATA_DIR set creates
 * N customers bench-0@example.com … and prints them as one JSON line, `[{ "id", "email" }]`.
 * The benchmark then signs their session tokens with the JWT_SECRET it gives the store.
 */
import { parseArgs } from 'node:util'
import { usersRepository } from '#server/accounts/users-repository.ts'
import { withDatabase } from '../staff/with-database.ts'

const { values } = parseArgs({ options: { count: { type: 'string', default: '50' } }, strict: true })
const count = Number(values.count)
if (!Number.isSafeInteger(count) || count < 1 || count > 10_000) throw new Error(`--count must be 1…10000, got ${values.count}`)

const created = await withDatabase(
  async ({ database }) => {
    const users = usersRepository(database.db)
    const out: { id: number; email: string }[] = []
    for (let i = 0; i < count; i++) {
      const email = `bench-${i}@example.com`
      const user =
        (await users.insert({
          email,
          fullname: `Cliente Bench ${i}`,
          dni: String(30_000_000 + i),
          phone: '1155550000',
          address: `Calle Falsa ${100 + i}`,
          location: 'CABA',
          postal_code: '1406',
        })) ?? (await users.byEmail(email))
      if (!user) throw new Error(`could not create ${email}`)
      out.push({ id: user.id, email: user.email })
    }
    return out
  },
  (message) => console.error(message),
)
process.stdout.write(`${JSON.stringify(created)}\n`)
