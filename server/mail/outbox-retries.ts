/**
 * When a failed e-mail is tried again, and how its error is written down (outbox-sender.ts).
 */
const MAX_ERROR_LENGTH = 1000

export interface RetryPolicy {
  /** wait after the first failed attempt */
  firstMs: number
  /** the longest wait between attempts, reached by doubling and then kept for good */
  maxMs: number
}

/** 5 s, 10 s, 20 s, … up to 30 min: about ten tries in the first hour, then two an hour. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { firstMs: 5_000, maxMs: 30 * 60_000 }

/**
 * Wait before the next attempt, after `failures` failed attempts (1, 2, …): the policy's first
 * wait, doubling up to its cap, then ±10 % jitter so messages that failed together do not retry
 * together. There is no last attempt: a message waiting for its server is tried at the cap for
 * as long as the outage lasts.
 */
export function retryDelayMs(
  failures: number,
  random: () => number = Math.random,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30))
  const base = Math.min(policy.firstMs * 2 ** exponent, policy.maxMs)
  return Math.round(base * (0.9 + 0.2 * random()))
}

/** Error text for `last_error` and logs: message, nodemailer's code, cut to a sane length. */
export function describeError(error: unknown): string {
  let text: string
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    text = typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message
  } else {
    text = String(error)
  }
  text = text.replace(/\s+/g, ' ').trim() || 'error desconocido'
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text
}
