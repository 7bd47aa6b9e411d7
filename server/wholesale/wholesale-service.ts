/**
 * Reseller accounts: a customer applies (once; again after a rejection), staff approve or reject
 * with a note (the customer is e-mailed either way, through the outbox, in the same transaction),
 * set an approved account's credit limit, suspend or reactivate it. Every write leaves an audit
 * row in its own transaction: the customer's application under their e-mail, staff's under theirs.
 * `approvedReseller` is what wholesale prices and terms will ask (issue 33, items 2–5). The
 * resellers' minimum order is a store setting (wholesale-settings.ts), set here with its audit row.
 */
import { ADMIN_PAGE_SIZE, type ListQuery } from '#domain/admin/admin-forms.ts'
import {
  WHOLESALE_MESSAGES,
  applicationIdentityProblem,
  applicationProblem,
  identityProblem,
  nextState,
  notifiesCustomer,
  type ResellerApplication,
  type ResellerDecision,
  type ResellerState,
} from '#domain/wholesale/reseller-accounts.ts'
import { toCents } from '#domain/money.ts'
import type { Database } from '../db/database.ts'
import type { Paged } from '../db/list-queries.ts'
import { pageOffset } from '../db/list-queries.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import type { AccountService } from '../accounts/account-service.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { ConflictError, FieldsError, ForbiddenError, NotFoundError } from '../shared/errors.ts'
import {
  resellerAccountsRepository,
  type ResellerAccount,
  type ResellerAccountWithCustomer,
} from './reseller-accounts-repository.ts'
import { renderResellerDecisionEmail } from './reseller-decision-email.ts'
import { resellerMinimumOrder, setResellerMinimumOrder } from './wholesale-settings.ts'

export type { ResellerAccount, ResellerAccountWithCustomer }

/** What Mi cuenta shows: the customer's account (if any), and whether their identity lets them apply. */
export interface OwnResellerAccount {
  account: ResellerAccount | null
  identity: { cuit: string; vatCondition: string; problem: string | null }
}

export interface WholesaleService {
  own(userId: number): Promise<OwnResellerAccount>
  apply(userId: number, application: ResellerApplication): Promise<ResellerAccount>
  /** the account only while it is approved: null for none, pending, rejected or suspended */
  approvedReseller(userId: number): Promise<ResellerAccount | null>
  /** applications waiting for a decision (the menu's badge) */
  pendingCount(): Promise<number>
  list(query: Pick<ListQuery, 'page'>): Promise<Paged<ResellerAccountWithCustomer>>
  account(id: number): Promise<ResellerAccountWithCustomer>
  decide(actor: AuditActor, id: number, decision: ResellerDecision): Promise<{ state: ResellerState }>
  setCreditLimit(actor: AuditActor, id: number, creditLimit: number): Promise<{ changed: boolean }>
  /** the resellers' minimum order in pesos, IVA included (0: none) */
  minimumOrder(): Promise<number>
  setMinimumOrder(actor: AuditActor, amount: number): Promise<{ changed: boolean }>
}

export interface WholesaleDeps {
  database: Database
  accounts: Pick<AccountService, 'userData'>
  /** the store's public origin, for the e-mail's link (email-origin.ts) */
  origin: string
}

export function wholesaleService({ database: { db }, accounts, origin }: WholesaleDeps): WholesaleService {
  const found = async (id: number, repo = resellerAccountsRepository(db), lock = false) => {
    const account = await repo.byId(id, lock)
    if (!account) throw new NotFoundError(WHOLESALE_MESSAGES.noSuchAccount)
    return account
  }
  return {
    async own(userId) {
      const user = await accounts.userData(userId)
      const account = (await resellerAccountsRepository(db).ofUser(userId)) ?? null
      return { account, identity: { cuit: user.dni, vatCondition: user.vat_condition, problem: identityProblem(user) } }
    },

    async apply(userId, application) {
      const user = await accounts.userData(userId)
      const problem = identityProblem(user)
      if (problem) throw new ForbiddenError(problem)
      const notYours = applicationIdentityProblem(application, user)
      if (notYours) throw new FieldsError(notYours, { cuit: notYours })
      return db.transaction(async (tx) => {
        const repo = resellerAccountsRepository(tx)
        const existing = await repo.ofUser(userId, true)
        const refused = applicationProblem(existing?.state ?? null)
        if (refused) throw new ConflictError(refused)
        const account = await repo.saveApplication(userId, {
          razonSocial: application.razon_social,
          cuit: application.cuit,
          vatCondition: application.vat_condition,
          activity: application.activity,
          address: application.address,
          phone: application.phone,
        })
        await auditRepository(tx).record(
          { staffId: null, label: `cliente ${user.email}` },
          {
            action: 'reseller.applied',
            entity: 'reseller_account',
            entityId: account.id,
            ...(existing ? { before: { state: existing.state } } : {}),
            after: { state: account.state, razonSocial: account.razonSocial, cuit: account.cuit },
          },
        )
        return account
      })
    },

    async approvedReseller(userId) {
      const account = await resellerAccountsRepository(db).ofUser(userId)
      return account?.state === 'aprobada' ? account : null
    },

    pendingCount: () => resellerAccountsRepository(db).pendingCount(),
    list: (query) => resellerAccountsRepository(db).page(ADMIN_PAGE_SIZE, pageOffset(query)),
    account: (id) => found(id),

    decide: (actor, id, { action, note }) =>
      db.transaction(async (tx) => {
        const repo = resellerAccountsRepository(tx)
        const account = await found(id, repo, true)
        const next = nextState(account.state, action)
        if (!next.ok) throw new ConflictError(next.message)
        await repo.decide(id, { state: next.state, note, decidedBy: actor.label })
        await auditRepository(tx).record(actor, {
          action: `reseller.${action}`,
          entity: 'reseller_account',
          entityId: id,
          before: { state: account.state, note: account.note },
          after: { state: next.state, note },
        })
        if (notifiesCustomer(action)) {
          const mail = renderResellerDecisionEmail({
            approved: next.state === 'aprobada',
            razonSocial: account.razonSocial,
            cuit: account.cuit,
            note,
            origin,
          })
          await enqueueEmail(tx, { kind: 'reseller-decision', recipients: [account.email], ...mail })
        }
        return { state: next.state }
      }),

    setCreditLimit: (actor, id, creditLimit) =>
      db.transaction(async (tx) => {
        const repo = resellerAccountsRepository(tx)
        const account = await found(id, repo, true)
        if (account.state !== 'aprobada') throw new ConflictError(WHOLESALE_MESSAGES.creditLimitNotApproved)
        if (account.creditLimit === creditLimit) return { changed: false }
        await repo.setCreditLimit(id, creditLimit)
        await auditRepository(tx).record(actor, {
          action: 'reseller.credit-limit',
          entity: 'reseller_account',
          entityId: id,
          before: { creditLimit: account.creditLimit },
          after: { creditLimit },
        })
        return { changed: true }
      }),

    minimumOrder: () => resellerMinimumOrder(db),

    setMinimumOrder: (actor, amount) =>
      db.transaction(async (tx) => {
        const before = await resellerMinimumOrder(tx)
        if (toCents(before) === toCents(amount)) return { changed: false }
        await setResellerMinimumOrder(tx, amount)
        await auditRepository(tx).record(actor, {
          action: 'reseller.minimum_order',
          entity: 'store_meta',
          entityId: 'reseller_minimum_order',
          before: { minimumOrder: before },
          after: { minimumOrder: amount },
        })
        return { changed: true }
      }),
  }
}
