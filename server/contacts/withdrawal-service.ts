/**
 * Withdrawal requests ('Botón de arrepentimiento': Ley 24.240 art. 34, Resolución SCI 424/2020;
 * docs/legal.md).
 *
 * One transaction does everything: it locks the client address and the e-mail, applies the
 * hourly limits (counted in the database, so every instance agrees), recognises a request it
 * already has (same e-mail and order number: the same code, no new e-mail), or stores a new one
 * with a fresh code and writes both e-mails to the outbox. The answer is sent after the commit.
 *
 * The order number is never looked up: the answer must not tell a stranger whether an order
 * exists or whose it is. Staff check it when they read the notice.
 */
import { randomInt } from 'node:crypto'
import { store } from '#config/store.ts'
import { WITHDRAWAL_MESSAGES, type WithdrawalAnswer, type WithdrawalRequest } from '#domain/forms/withdrawal.ts'
import type { Database } from '../db/database.ts'
import { RateLimitedError } from '../shared/errors.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { withdrawalRepository, type WithdrawalRow } from './withdrawal-repository.ts'
import { addressKey } from '../shared/client-address.ts'
import { renderWithdrawalAcknowledgement, renderWithdrawalStaffNotice } from './withdrawal-email.ts'

export interface WithdrawalLimits {
  windowMs: number
  /** new requests one client address may make within the window */
  perAddress: number
  /** new requests for one e-mail within the window */
  perEmail: number
  /**
   * new requests for one e-mail within a day, from any address: the acknowledgements one
   * (unconfirmed) address can be sent, however many client addresses ask
   */
  perEmailPerDay: number
}

export const WITHDRAWAL_RATE_LIMITS: WithdrawalLimits = {
  windowMs: 60 * 60 * 1000,
  perAddress: 5,
  perEmail: 5,
  perEmailPerDay: 10,
}
const DAY_SECONDS = 24 * 60 * 60

/** No 0/O, 1/I/L: a code read aloud over the phone or copied by hand survives. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 8
export const CODE_PREFIX = 'ARR-'
export const CODE_PATTERN = new RegExp(`^${CODE_PREFIX}[${CODE_ALPHABET}]{${CODE_LENGTH}}$`)

export function newWithdrawalCode(random: (max: number) => number = randomInt): string {
  let code = CODE_PREFIX
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)]
  return code
}

/** Attempts at a code nobody holds; with 31^8 codes a second attempt is already rare. */
const CODE_ATTEMPTS = 5

export interface WithdrawalServiceDeps {
  database: Database
  env: { STAFF_EMAILS: string[] }
  limits?: WithdrawalLimits
  newCode?: () => string
}

export interface WithdrawalOutcome extends WithdrawalAnswer {
  /** 201 for a new request, 200 for one already received */
  status: 200 | 201
}

export interface WithdrawalService {
  /** Stores a validated request (domain/forms/withdrawal.ts) sent from client address `ip`. */
  request(input: WithdrawalRequest, ip: string | undefined): Promise<WithdrawalOutcome>
}

export function withdrawalService({
  database,
  env,
  limits = WITHDRAWAL_RATE_LIMITS,
  newCode = () => newWithdrawalCode(),
}: WithdrawalServiceDeps): WithdrawalService {
  const texts = store.legal.withdrawal
  const duplicate = (row: WithdrawalRow): WithdrawalOutcome => ({
    status: 200,
    code: row.code,
    message: texts.duplicateMessage,
    duplicate: true,
  })

  return {
    /** Stores a validated request (domain/forms/withdrawal.ts) sent from client address `ip`. */
    async request(input: WithdrawalRequest, ip: string | undefined): Promise<WithdrawalOutcome> {
      const address = addressKey(ip)
      return database.db.transaction(async (tx) => {
        const repo = withdrawalRepository(tx)
        await repo.lock([`address:${address}`, `email:${input.email}`])

        const counts = await repo.countRecent(address, input.email, limits.windowMs / 1000)
        if (counts.address >= limits.perAddress || counts.email >= limits.perEmail) {
          throw new RateLimitedError(WITHDRAWAL_MESSAGES.rateLimited)
        }
        const today = await repo.countRecent(address, input.email, DAY_SECONDS)
        if (today.email >= limits.perEmailPerDay) throw new RateLimitedError(WITHDRAWAL_MESSAGES.rateLimited)

        const existing = await repo.byEmailAndOrder(input.email, input.order_number)
        if (existing) return duplicate(existing)

        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
          const row = await repo.insert({
            code: newCode(),
            fullname: input.fullname,
            email: input.email,
            phone: input.phone,
            orderNumber: input.order_number,
            reason: input.reason,
            address,
          })
          if (!row) {
            // Either the code is taken (try another) or the same request committed meanwhile.
            const meanwhile = await repo.byEmailAndOrder(input.email, input.order_number)
            if (meanwhile) return duplicate(meanwhile)
            continue
          }
          const ack = renderWithdrawalAcknowledgement(row)
          await enqueueEmail(tx, { kind: 'withdrawal-ack', recipients: [row.email], ...ack })
          const notice = renderWithdrawalStaffNotice(row)
          await enqueueEmail(tx, { kind: 'withdrawal-staff', recipients: env.STAFF_EMAILS, ...notice })
          return { status: 201, code: row.code, message: texts.successMessage, duplicate: false }
        }
        throw new Error('withdrawal: no free code after several attempts')
      })
    },
  }
}
