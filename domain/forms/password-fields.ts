/**
 * The password fields the customers' forms (sign-up, change password, reset) and the back
 * office's share: the password someone already has, and a new one typed twice.
 */
import { z } from 'zod'
import { PASSWORDS_DIFFER_MESSAGE, REQUIRED_MESSAGE, maxMessage } from './messages.ts'

/** The password someone already has: only required (it was chosen under the rules of its day), up to `max`. */
export const currentPassword = (max: number) =>
  z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE).max(max, maxMessage(max))

/** The new password typed again: any text, which `passwordsMatch` compares. */
export const repeatedPassword = () => z.string({ error: PASSWORDS_DIFFER_MESSAGE })

function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record[a] === 'string' && typeof record[b] === 'string'
}

/**
 * A form's check that `repeated` equals `password`, said beside `repeated`: `.refine(...passwordsMatch(…))`.
 * With `everyProblem` it runs even when other fields fail (once both are text), so the form shows
 * every problem at once.
 */
export function passwordsMatch<P extends string, R extends string>(
  password: P,
  repeated: R,
  { everyProblem = false } = {},
): [(data: Record<P | R, unknown>) => boolean, z.core.$ZodCustomParams] {
  return [
    (data) => data[password] === data[repeated],
    {
      error: PASSWORDS_DIFFER_MESSAGE,
      path: [repeated],
      ...(everyProblem && { when: (payload) => bothStrings(payload.value, password, repeated) }),
    },
  ]
}
