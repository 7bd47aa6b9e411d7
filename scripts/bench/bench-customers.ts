/**
 * The made-up customers the benchmark's helpers create before the store starts
 * (create-users.ts, create-sign-in-users.ts): a batch's customers differ by e-mail, name and DNI.
 */
import type { NewUser } from '#server/accounts/users-repository.ts'

/** A batch's size from its command-line option: 1 to 10 000 customers. */
export function customerCount(option: string, value: string): number {
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n < 1 || n > 10_000) throw new Error(`--${option} must be 1…10000, got ${value}`)
  return n
}

/** The `i`-th customer of a batch: 'Cliente Bench 3', DNI firstDni + 3, Calle Falsa 103. */
export function benchCustomer(i: number, batch: { email: string; name: string; firstDni: number }): NewUser {
  return {
    email: batch.email,
    fullname: `${batch.name} ${i}`,
    dni: String(batch.firstDni + i),
    phone: '1155550000',
    address: `Calle Falsa ${100 + i}`,
    location: 'CABA',
    postal_code: '1406',
  }
}
