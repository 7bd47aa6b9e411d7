/**
 * A staff sign-in whose password check is still running when an admin resets that password or
 * disables the account never ends with a working session: not right away, and not after the
 * account is enabled again. The stored hash is an old-format scrypt one, so the check takes long
 * enough for the reset or the disable to commit in the middle of it. Both databases.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { InvalidError } from '#server/shared/errors.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { passwordHashing } from '#server/accounts/passwords.ts'
import { staff } from '#server/db/schema/index.ts'
import { legacyScryptHash } from '#tests/setup/legacy-scrypt-hash.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-de-prueba-1'

describe.each(databaseKinds)('a staff sign-in racing a reset or a disable on %s', (kind) => {
  let store: TestStore

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
  }, 180_000)
  afterAll(async () => {
    await store?.close()
  })

  /** A clerk whose stored hash takes a while to check. */
  async function clerk(email: string): Promise<number> {
    const member = await store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email, role: 'ventas', password: PASSWORD })
    await store.database.db
      .update(staff)
      .set({ passwordHash: legacyScryptHash(PASSWORD) })
      .where(eq(staff.email, email))
    return member.id
  }

  /** Starts the sign-in, runs `meanwhile` once its password check is under way, and answers how the sign-in ended. */
  async function signInWhile(email: string, meanwhile: () => Promise<unknown>) {
    const signIn = store.services.adminStaff.signIn(email, PASSWORD, '127.0.0.1').then(
      (session) => ({ token: session.token }),
      (error: unknown) => ({ error }),
    )
    await vi.waitFor(() => expect(passwordHashing.stats().running).toBeGreaterThan(0), { timeout: 10_000, interval: 1 })
    await meanwhile()
    return signIn
  }

  it('a password reset during the check leaves the old password no session', async () => {
    const id = await clerk('reset@staff.test')
    const ended = await signInWhile('reset@staff.test', () =>
      store.services.adminStaff.resetPassword(COMMAND_LINE_ACTOR, id, 'otra-clave-nueva-1'),
    )
    if ('token' in ended) expect(await store.services.adminStaff.session(ended.token)).toBeUndefined()
    else expect(ended.error).toEqual(new InvalidError(ADMIN_MESSAGES.wrongCredentials))
  })

  it('a disable during the check leaves no session, not even after the account is enabled again', async () => {
    const id = await clerk('baja@staff.test')
    const ended = await signInWhile('baja@staff.test', () => store.services.adminStaff.setDisabled(COMMAND_LINE_ACTOR, id, true))
    await store.services.adminStaff.setDisabled(COMMAND_LINE_ACTOR, id, false)
    if ('token' in ended) expect(await store.services.adminStaff.session(ended.token)).toBeUndefined()
    else expect(ended.error).toEqual(new InvalidError(ADMIN_MESSAGES.wrongCredentials))
  })
})
