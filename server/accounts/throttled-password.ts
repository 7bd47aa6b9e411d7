/**
 * A throttled sign-in's password check (login-throttle.ts), for customers and staff alike: a
 * wrong password, or an account that may not sign in, is recorded as a failure and answered with
 * one 400 after the same work; a match clears the attempt. When the check never ran (every
 * hashing slot busy: a 503), the attempt is withdrawn instead of counting as a failure.
 */
import { InvalidError } from '../shared/errors.ts'
import type { LoginAttempt } from './login-throttle.ts'
import { passwordHashing, verifyPassword } from './passwords.ts'
import type { WorkSlots } from '../shared/work-slots.ts'

export interface ThrottledPasswordCheck {
  password: string
  /** the account's hash, or a dummy one so an unknown account costs the same work */
  stored: string
  /** whether the account may sign in at all (it exists, has a password, is enabled) */
  allowed: boolean
  /** the 400's message on a failure */
  failure: string
  hashing?: WorkSlots
}

export async function checkThrottledPassword(attempt: LoginAttempt, check: ThrottledPasswordCheck): Promise<void> {
  let matches: boolean
  try {
    matches = await verifyPassword(check.password, check.stored, check.hashing ?? passwordHashing)
  } catch (error) {
    await attempt.abandoned()
    throw error
  }
  if (!check.allowed || !matches) {
    await attempt.failed()
    throw new InvalidError(check.failure)
  }
  await attempt.succeeded()
}
