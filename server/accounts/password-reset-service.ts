/**
 * '¿Olvidaste tu contraseña?' (docs/email.md, 'Password reset').
 *
 * `request(email, ip)` answers the same, at the same speed, whether or not the address has an
 * account: the client's request is counted (at most 10 an hour per client address, refused with
 * 429 for known and unknown addresses alike) and the rest — looking the account up, making the
 * link, writing the e-mail to the outbox — runs after the answer, in the background. An account
 * gets at most 3 links an hour whoever asks; further requests send nothing, silently.
 *
 * `reset(token, password)` sets the new password if the link is known, unused, less than an hour
 * old and made for the password the account has now (a fingerprint of its hash), in one
 * transaction that also marks every link of the account used and moves the session epoch (every
 * other session ends); it answers a new session for this browser. A Google-only account sets
 * its first password this way, never from the profile with any 'current' value.
 */
import {
  isWellFormedResetToken,
  mayEmailResetLink,
  PASSWORD_RESET_LIMITS,
  resetTokenProblem,
  type ResetTokenProblem,
} from '#domain/password-reset.ts'
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_PATHS } from '#domain/forms/password-reset.ts'
import type { Database } from '../db/database.ts'
import { InvalidError } from '../shared/errors.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import {
  passwordResetRepository,
  passwordResetRequestsRepository,
  type ResetTokenWithAccount,
} from './password-reset-repository.ts'
import { admitClientRequest } from './client-requests-repository.ts'
import { usersRepository } from './users-repository.ts'
import { addressKey } from '../shared/client-address.ts'
import { hashPassword } from './passwords.ts'
import { hashResetToken, newResetToken, passwordFingerprint } from './password-reset-tokens.ts'
import { renderPasswordResetEmail } from './password-reset-email.ts'
import type { TokenService } from './token-service.ts'

export interface PasswordResetDeps {
  database: Database
  tokens: TokenService
  /** keys the password fingerprint (password-reset-tokens.ts) */
  fingerprintKey: Uint8Array
  /** the store's public origin: the link's address (email-origin.ts), never a request's Host */
  origin: string
  /** where a failure of the background work is reported */
  log?: (message: string, error: unknown) => void
  /** tests: a shorter per-client limit */
  requestsPerClientPerHour?: number
}

/** How long after the answer the link is made: long enough for the answer to have left. */
const BACKGROUND_DELAY_MS = 50

export class ResetLinkError extends InvalidError {
  constructor(readonly reason: ResetTokenProblem | 'malformed') {
    super(PASSWORD_RESET_MESSAGES.badLink)
  }
}

export interface PasswordResetService {
  /**
   * Counts the request against the client's limit (429 when over it) and answers; the link is
   * made and e-mailed in the background. The answer never says whether the address is known.
   */
  request(email: string, ip: string | undefined): Promise<void>
  /** Resolves when the background work started so far has finished (tests, shutdown). */
  settled(): Promise<void>
  /**
   * Sets the password the link allows and signs in. Throws ResetLinkError (400, one message
   * for every reason) when the link is malformed, unknown, used, expired or made for a
   * password the account no longer has; nothing changes then.
   */
  reset(token: string, newPassword: string): Promise<{ token: string; email: string }>
}

const WINDOW_SECONDS = PASSWORD_RESET_LIMITS.windowSeconds

export function passwordResetService(deps: PasswordResetDeps): PasswordResetService {
  const { database, tokens, fingerprintKey } = deps
  const log = deps.log ?? ((message, error) => console.error(message, error))
  const limit = deps.requestsPerClientPerHour ?? PASSWORD_RESET_LIMITS.requestsPerClientPerHour
  const pending = new Set<Promise<void>>()

  return {
    async request(email, ip) {
      const requests = passwordResetRequestsRepository(database.db)
      await admitClientRequest(requests, addressKey(ip), {
        limit,
        windowSeconds: WINDOW_SECONDS,
        message: PASSWORD_RESET_MESSAGES.tooManyRequests,
      })
      // Started once the answer is on its way, so its cost never shows in the answer's timing.
      const work = new Promise<void>((resolve) => setTimeout(resolve, BACKGROUND_DELAY_MS))
        .then(() => sendLink(deps, email))
        .then(() => requests.pruneOlderThan(WINDOW_SECONDS))
        .catch((error: unknown) => log('No se pudo preparar el correo para restablecer la contraseña', error))
      pending.add(work)
      void work.finally(() => pending.delete(work))
    },

    async settled() {
      while (pending.size) await Promise.allSettled([...pending])
    },

    async reset(token, newPassword) {
      const session = await resetPassword(database, fingerprintKey, token, newPassword)
      return { token: await tokens.sign(session), email: session.email }
    },
  }
}

/** Finds the account and, within its hourly allowance, writes the link and its e-mail. */
async function sendLink({ database: { db }, fingerprintKey, origin }: PasswordResetDeps, email: string): Promise<void> {
  const user = await usersRepository(db).byEmail(email)
  if (!user) return
  const { token, tokenHash } = newResetToken()
  await db.transaction(async (tx) => {
    const resets = passwordResetRepository(tx)
    await resets.lockAccount(user.id)
    if (!mayEmailResetLink(await resets.countTokens(user.id, WINDOW_SECONDS))) return
    // The hash read inside the lock: a password changed since the lookup is the one bound.
    const current = await usersRepository(tx).byId(user.id)
    if (!current) return
    await resets.insertToken({
      userId: user.id,
      tokenHash,
      passwordFingerprint: passwordFingerprint(fingerprintKey, current.passwordHash),
      lifetimeSeconds: PASSWORD_RESET_LIMITS.tokenLifetimeMinutes * 60,
    })
    // The token rides in the fragment, which never reaches a server's log or a Referer header.
    const link = `${origin}${PASSWORD_RESET_PATHS.reset}#token=${token}`
    const mail = renderPasswordResetEmail({ link, origin })
    await enqueueEmail(tx, { kind: 'password-reset', recipients: [current.email], ...mail })
  })
  // Old links are kept a day (for the hourly count and for support), then dropped.
  await passwordResetRepository(db).pruneTokens(24 * 60 * 60)
}

/** What is wrong with a link's row (null when it may set the password). */
function problemOf(stored: ResetTokenWithAccount | undefined, fingerprintKey: Uint8Array): ResetTokenProblem | null {
  return resetTokenProblem(stored, {
    now: stored?.now ?? new Date(),
    currentFingerprint: stored ? passwordFingerprint(fingerprintKey, stored.passwordHash) : '',
  })
}

/** Sets the password a link allows; answers the claims of the new session. */
async function resetPassword(
  { db }: Database,
  fingerprintKey: Uint8Array,
  token: string,
  newPassword: string,
): Promise<{ userId: number; email: string; epoch: number }> {
  if (!isWellFormedResetToken(token)) throw new ResetLinkError('malformed')
  const tokenHash = hashResetToken(token)
  // A cheap look first, so a forged link costs no hashing.
  const early = problemOf(await passwordResetRepository(db).lockToken(tokenHash), fingerprintKey)
  if (early) throw new ResetLinkError(early)
  const hash = await hashPassword(newPassword)
  return db.transaction(async (tx) => {
    const resets = passwordResetRepository(tx)
    const stored = await resets.lockToken(tokenHash)
    const problem = problemOf(stored, fingerprintKey)
    if (problem || !stored) throw new ResetLinkError(problem ?? 'unknown')
    await resets.useAll(stored.userId)
    const epoch = await usersRepository(tx).changePasswordHash(stored.userId, hash)
    if (epoch === undefined) throw new ResetLinkError('unknown')
    return { userId: stored.userId, email: stored.email, epoch }
  })
}
