/**
 * Benchmark helper, run by scripts/bench.ts before the store starts (the embedded database
 * admits one process): `tsx scripts/bench/create-sign-in-users.ts --argon2 A --scrypt S` with
 * DATA_DIR set creates A customers whose password is stored as argon2id (today's hash) and S
 * whose password is stored as scrypt (the hash before argon2id), all with the password
 * BENCH_PASSWORD, and prints their e-mails as one JSON line `{ "argon2id": [...], "scrypt": [...] }`.
 * A scrypt customer is re-hashed with argon2id at the first sign-in, so each is signed in once.
 */
import { parseArgs } from 'node:util'
import { usersRepository } from '#server/accounts/users-repository.ts'
import { hashPassword } from '#server/accounts/passwords.ts'
import { legacyScryptHash } from '#tests/setup/legacy-scrypt-hash.ts'
import { withDatabase } from '../staff/with-database.ts'
import { benchCustomer, customerCount } from './bench-customers.ts'
import { BENCH_PASSWORD } from './sign-ins.ts'

const { values } = parseArgs({
  options: { argon2: { type: 'string', default: '50' }, scrypt: { type: 'string', default: '500' } },
  strict: true,
})
const kinds = { argon2id: customerCount('argon2', values.argon2), scrypt: customerCount('scrypt', values.scrypt) }

const created = await withDatabase(
  async ({ database }) => {
    const users = usersRepository(database.db)
    // One hash per kind, shared by its customers: checking it costs the same for each of them.
    const hashes = { argon2id: await hashPassword(BENCH_PASSWORD), scrypt: legacyScryptHash(BENCH_PASSWORD) }
    const out: Record<keyof typeof kinds, string[]> = { argon2id: [], scrypt: [] }
    for (const kind of ['argon2id', 'scrypt'] as const) {
      for (let i = 0; i < kinds[kind]; i++) {
        const email = `ingreso-${kind}-${i}@example.com`
        await users.insert({
          ...benchCustomer(i, { email, name: 'Cliente Ingreso', firstDni: 31_000_000 }),
          passwordHash: hashes[kind],
        })
        out[kind].push(email)
      }
    }
    return out
  },
  (message) => console.error(message),
)
process.stdout.write(`${JSON.stringify(created)}\n`)
