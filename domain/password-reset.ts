/**
 * The rules of a password-reset link (server/accounts/password-reset-service.ts): how long it
 * lasts, how many a person may receive and a client may ask for, and when a link is no longer
 * good. Pure, so they are tested without a database.
 */

export const PASSWORD_RESET_LIMITS = {
  /** a link lasts this long */
  tokenLifetimeMinutes: 60,
  /** e-mails one account may receive per rolling hour, however many clients ask */
  emailsPerAccountPerHour: 3,
  /** requests one client address may make per rolling hour, for any e-mails */
  requestsPerClientPerHour: 10,
  windowSeconds: 60 * 60,
} as const

/** Why a link no longer works (the shopper is told the same for all: ask for a new one). */
export type ResetTokenProblem = 'unknown' | 'used' | 'expired' | 'password-changed'

export interface StoredResetToken {
  usedAt: Date | null
  expiresAt: Date
  /** the account's password fingerprint when the link was made */
  passwordFingerprint: string
}

/** null when the link may set a password now; otherwise why not. */
export function resetTokenProblem(
  stored: StoredResetToken | undefined,
  { now, currentFingerprint }: { now: Date; currentFingerprint: string },
): ResetTokenProblem | null {
  if (!stored) return 'unknown'
  if (stored.usedAt !== null) return 'used'
  if (now.getTime() >= stored.expiresAt.getTime()) return 'expired'
  if (stored.passwordFingerprint !== currentFingerprint) return 'password-changed'
  return null
}

/** When a link made at `createdAt` stops working. */
export function resetTokenExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PASSWORD_RESET_LIMITS.tokenLifetimeMinutes * 60_000)
}

/** Whether an account that already got `sentThisHour` links gets another (else nothing is sent, silently). */
export function mayEmailResetLink(sentThisHour: number): boolean {
  return sentThisHour < PASSWORD_RESET_LIMITS.emailsPerAccountPerHour
}

/**
 * A token as the link carries it: 32 random bytes in base64url, 43 characters. Anything else
 * is refused before the database is asked.
 */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function isWellFormedResetToken(value: unknown): value is string {
  return typeof value === 'string' && RESET_TOKEN_PATTERN.test(value)
}
