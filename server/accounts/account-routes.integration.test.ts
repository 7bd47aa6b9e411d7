import { count, eq } from 'drizzle-orm'
import { SignJWT, UnsecuredJWT } from 'jose'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '#domain/forms/auth.ts'
import { PASSWORD_RESET_MESSAGES } from '#domain/forms/password-reset.ts'
import { buildApp } from '#server/app.ts'
import { loginAttempts, users } from '#server/db/schema/index.ts'
import { loginAttemptsRepository } from '#server/accounts/login-attempts-repository.ts'
import { usersRepository } from '#server/accounts/users-repository.ts'
import { ACCOUNT_MESSAGES } from '#server/accounts/account-messages.ts'
import { accountService } from '#server/accounts/account-service.ts'
import { loadJwtSecret } from '#server/accounts/jwt-secret.ts'
import { LOGIN_THROTTLED_MESSAGE } from '#server/accounts/login-throttle.ts'
import { needsRehash } from '#server/accounts/passwords.ts'
import { legacyScryptHash } from '#tests/setup/legacy-scrypt-hash.ts'
import { googleTestKey, serveJwks, signGoogleIdToken, type GoogleTestKey } from '#tests/setup/google-id-tokens.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const CLIENT_ID = 'test-client.apps.googleusercontent.com'
const USER_FIELDS = ['address', 'dni', 'email', 'fullname', 'id', 'location', 'phone', 'postal_code', 'vat_condition']

const ana = {
  name: 'Ana Pérez',
  username: 'anap',
  dni: '30111222',
  address: 'Av. Rivadavia 5000',
  location: 'Caballito',
  postal_code: '1406',
  phone: '1155550000',
  email: 'Ana@Example.com ',
  password: 'secreta1',
  confirmPassword: 'secreta1',
}
const beto = {
  ...ana,
  name: 'Beto Gómez',
  username: 'beto',
  email: 'beto@example.com',
  password: 'betopass',
  confirmPassword: 'betopass',
}

// argon2id costs ~10 ms per hash (scrypt, still verified for old hashes, ~0.3 s).
describe.each(databaseKinds)('account API on %s', (kind) => {
  let store: TestStore
  let jwks: Awaited<ReturnType<typeof serveJwks>>
  let google: GoogleTestKey
  let impostor: GoogleTestKey
  const tokens: Record<string, string> = {}

  const call = (options: InjectOptions & { token?: string; ip?: string }): Promise<LightMyRequestResponse> => {
    const { token, ip, ...rest } = options
    return store.app.inject({
      ...rest,
      ...(ip ? { remoteAddress: ip } : {}),
      headers: { ...rest.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  }
  const post = (url: string, payload: unknown, extra: { token?: string; ip?: string } = {}) =>
    call({ method: 'POST', url, payload: payload as object, ...extra })
  const patch = (url: string, payload: unknown, extra: { token?: string; ip?: string } = {}) =>
    call({ method: 'PATCH', url, payload: payload as object, ...extra })
  const userData = (email: string, token?: string) =>
    call({ method: 'GET', url: `/api/page/getUserData?email=${encodeURIComponent(email)}`, ...(token ? { token } : {}) })
  const login = (email: string, password: string, ip = '192.0.2.10') => post('/api/page/loginUser', { email, password }, { ip })
  const userCount = async () => (await store.database.db.select({ n: count() }).from(users))[0]!.n
  const account = (email: string) => usersRepository(store.database.db).byEmail(email)
  const expectAnswer = (response: LightMyRequestResponse, status: number, message?: string | RegExp) => {
    expect(response.statusCode, response.body).toBe(status)
    if (typeof message === 'string') expect(response.json().message).toBe(message)
    else if (message) expect(response.json().message).toMatch(message)
  }
  const googleToken = (options: Partial<Parameters<typeof signGoogleIdToken>[1]> = {}, key = google) =>
    signGoogleIdToken(key, { clientId: CLIENT_ID, ...options })

  beforeAll(async () => {
    google = await googleTestKey('google-key-1')
    impostor = await googleTestKey('google-key-1') // same kid, another key pair
    jwks = await serveJwks(google.jwks)
    store = await createTestStore(kind, { seed: false, env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwks.url } })
  })
  afterAll(async () => {
    await store?.close()
    await jwks?.close()
  })

  describe('registerUser', () => {
    it('answers 201 with a token that opens getUserData, storing an argon2id hash and the lowercase e-mail', async () => {
      const response = await post('/api/page/registerUser', ana)
      expectAnswer(response, 201)
      const body = response.json<{ token: string; email: string }>()
      expect(Object.keys(body).sort()).toEqual(['email', 'token'])
      expect(body.email).toBe('ana@example.com')
      tokens.ana = body.token

      const data = await userData('ana@example.com', body.token)
      expectAnswer(data, 200)
      expect(data.headers['cache-control']).toBe('private, no-store')
      expect(Object.keys(data.json()).sort()).toEqual(USER_FIELDS)
      expect(data.json()).toMatchObject({
        fullname: 'Ana Pérez',
        dni: '30111222',
        phone: '1155550000',
        email: 'ana@example.com',
        address: 'Av. Rivadavia 5000',
        location: 'Caballito',
        postal_code: '1406',
      })
      const [row] = await store.database.db.select().from(users).where(eq(users.email, 'ana@example.com'))
      expect(row!.username).toBe('anap')
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      expect(row!.passwordHash).not.toContain('secreta1')
    })

    it('answers 409 with the spec message for an e-mail already registered, in any case', async () => {
      const before = await userCount()
      expectAnswer(await post('/api/page/registerUser', { ...ana, email: 'ANA@EXAMPLE.COM' }), 409, AUTH_MESSAGES.emailTaken)
      expect(await userCount()).toBe(before)
    })

    it.each([
      ['an e-mail without @', { email: 'ana.example.com' }, 'Correo: Correo inválido'],
      ['a 5-character password', { password: '12345', confirmPassword: '12345' }, 'Contraseña: Mínimo 6 caracteres'],
      ['an empty name', { name: '   ' }, 'Nombre: Campo obligatorio'],
      ['a missing username', { username: undefined }, 'Usuario: Campo obligatorio'],
      ['an empty address', { address: '' }, 'Dirección: Campo obligatorio'],
      ['a missing location', { location: undefined }, 'Localidad: Campo obligatorio'],
      ['a dni with letters', { dni: '30.111.22x' }, 'DNI o CUIT/CUIL: Solo números'],
      ['a postal code with letters', { postal_code: 'C1406' }, 'Código postal: Solo números'],
      // '+54 11 5555' was refused here too; it is now read to its digits (domain/phone.ts)
      ['a phone with letters', { phone: '11 5555 int. 2' }, 'Teléfono: Solo números'],
      ['a different confirmation', { confirmPassword: 'secreta2' }, 'Confirmar contraseña: Las contraseñas no coinciden'],
      ['a number as name', { name: 12345 }, 'Nombre: Campo obligatorio'],
      ['an array as e-mail', { email: ['nueva@example.com'] }, 'Correo: Correo inválido'],
      [
        'a 129-character password',
        { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        'Contraseña: Máximo 128 caracteres',
      ],
    ])('answers 400 for %s, storing nothing', async (_label, change, message) => {
      const before = await userCount()
      expectAnswer(await post('/api/page/registerUser', { ...ana, email: 'nueva@example.com', ...change }), 400, message)
      expect(await userCount()).toBe(before)
    })
  })

  describe('loginUser', () => {
    it('answers 200 with a token for the right password, whatever the e-mail case', async () => {
      const response = await login(' ANA@example.com', 'secreta1')
      expectAnswer(response, 200)
      expect(response.json().email).toBe('ana@example.com')
      expectAnswer(await userData('ana@example.com', response.json().token), 200)
    })

    it('answers the same 400 for a wrong password and an unknown e-mail', async () => {
      expectAnswer(await login('ana@example.com', 'secreta2'), 400, AUTH_MESSAGES.wrongCredentials)
      expectAnswer(await login('nadie@example.com', 'secreta1'), 400, AUTH_MESSAGES.wrongCredentials)
    })

    it('answers 400 for malformed credentials without checking any password', async () => {
      expectAnswer(await post('/api/page/loginUser', { email: 'ana@example.com' }), 400, 'Contraseña: Mínimo 6 caracteres')
      expectAnswer(
        await post('/api/page/loginUser', { email: 'sin-arroba', password: 'secreta1' }),
        400,
        'Correo: Correo inválido',
      )
      expectAnswer(await post('/api/page/loginUser', { email: 'ana@example.com', password: 123456 }), 400, /Contraseña/)
    })

    it('refuses a pair after 5 failures with 429, while the owner signs in from another address', async () => {
      const registered = await post('/api/page/registerUser', beto)
      expectAnswer(registered, 201)
      tokens.beto = registered.json().token
      const attacker = '203.0.113.5'
      for (let i = 0; i < 5; i++)
        expectAnswer(await login('beto@example.com', `adivino${i}`, attacker), 400, AUTH_MESSAGES.wrongCredentials)
      const throttled = await login('beto@example.com', 'otra-mas', attacker)
      expectAnswer(throttled, 429, LOGIN_THROTTLED_MESSAGE)
      expect(throttled.headers['retry-after']).toBe('900')
      // Even the right password: the attacker's address learns nothing more.
      expectAnswer(await login('beto@example.com', 'betopass', attacker), 429, LOGIN_THROTTLED_MESSAGE)

      const owner = '198.51.100.7'
      expectAnswer(await login('beto@example.com', 'typo-pass', owner), 400)
      expectAnswer(await login('beto@example.com', 'betopass', owner), 200)
      // The success cleared the owner's counter, not the attacker's.
      const pairs = await store.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'beto@example.com'))
      expect(pairs.map((p) => p.address).sort()).toEqual(Array(5).fill(attacker))
    })

    it('signs in with a scrypt hash stored before argon2id and re-hashes it with argon2id; a wrong password keeps it', async () => {
      expectAnswer(
        await post('/api/page/registerUser', { ...ana, email: 'vieja@example.com', username: 'vieja' }, { ip: '192.0.2.44' }),
        201,
      )
      const old = legacyScryptHash('secreta1')
      const id = (await account('vieja@example.com'))!.id
      await usersRepository(store.database.db).setPasswordHash(id, old)

      expectAnswer(await login('vieja@example.com', 'secreta9', '192.0.2.44'), 400, AUTH_MESSAGES.wrongCredentials)
      expect((await account('vieja@example.com'))!.passwordHash).toBe(old)

      const signedIn = await login('vieja@example.com', 'secreta1', '192.0.2.44')
      expectAnswer(signedIn, 200)
      const rehashed = (await account('vieja@example.com'))!.passwordHash!
      expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      expect(needsRehash(rehashed)).toBe(false)
      // The same password still opens the account, now against the argon2id hash; the token holds.
      expectAnswer(await login('vieja@example.com', 'secreta1', '192.0.2.44'), 200)
      expect((await account('vieja@example.com'))!.passwordHash).toBe(rehashed)
      expectAnswer(await userData('vieja@example.com', signedIn.json().token), 200)
    })

    it('refuses an address after 30 failures across accounts, and only that address', async () => {
      const attempts = loginAttemptsRepository(store.database.db)
      for (let i = 0; i < 30; i++) await attempts.add(`victima${i}@example.com`, '203.0.113.99', new Date())
      expectAnswer(await login('beto@example.com', 'betopass', '203.0.113.99'), 429, LOGIN_THROTTLED_MESSAGE)
      expectAnswer(await login('beto@example.com', 'betopass', '203.0.113.100'), 200)
    })
  })

  describe('getUserData', () => {
    it('answers 401 without a token, with a garbage one, and for an account that no longer exists', async () => {
      expectAnswer(await userData('ana@example.com'), 401)
      expectAnswer(await userData('ana@example.com', 'garbage.token.here'), 401)
      expectAnswer(
        await call({
          method: 'GET',
          url: '/api/page/getUserData?email=ana@example.com',
          headers: { authorization: 'Basic YW5hOng=' },
        }),
        401,
      )
      const ghost = await store.services.tokens.sign({ userId: 999_999, email: 'ghost@example.com' })
      expectAnswer(await userData('ghost@example.com', ghost), 401, ACCOUNT_MESSAGES.accountGone)
    })

    it('answers 401 for tokens signed with the real key that we would never write', async () => {
      const secret = loadJwtSecret(store.dataDir, store.env.JWT_SECRET)
      const anaId = (await account('ana@example.com'))!.id
      const now = Math.floor(Date.now() / 1000)
      const forged = (sub: string, email: string, change: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
        change(new SignJWT({ email, se: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer('tienda'))
      const valid = (jwt: SignJWT) => jwt.setIssuedAt(now).setExpirationTime(now + 3600)
      // The control: the same construction with sane claims opens the account.
      expectAnswer(await userData('ana@example.com', await valid(forged(String(anaId), 'ana@example.com')).sign(secret)), 200)
      const refused = {
        'no exp (would never expire)': forged(String(anaId), 'ana@example.com', (jwt) => jwt.setIssuedAt(now)),
        'no iat': forged(String(anaId), 'ana@example.com', (jwt) => jwt.setExpirationTime(now + 3600)),
        'iat a year ahead': forged(String(anaId), 'ana@example.com', (jwt) =>
          jwt.setIssuedAt(now + 365 * 86_400).setExpirationTime(now + 366 * 86_400),
        ),
        'iat older than a session lasts': forged(String(anaId), 'ana@example.com', (jwt) =>
          jwt.setIssuedAt(now - 30 * 86_400).setExpirationTime(now + 3600),
        ),
        'sub "1.0"': valid(forged(`${anaId}.0`, 'ana@example.com')),
        'sub "0x…"': valid(forged(`0x${anaId.toString(16)}`, 'ana@example.com')),
        'sub " n"': valid(forged(` ${anaId}`, 'ana@example.com')),
        'sub "0n"': valid(forged(`0${anaId}`, 'ana@example.com')),
        // Ownership is checked on the e-mail, the work done on sub: they must be one account.
        "another account's e-mail": valid(forged(String(anaId), 'beto@example.com')),
      }
      for (const [what, jwt] of Object.entries(refused)) {
        const token = await jwt.sign(secret)
        const email = what === "another account's e-mail" ? 'beto@example.com' : 'ana@example.com'
        const response = await userData(email, token)
        expect(response.statusCode, `${what}: ${response.body}`).toBe(401)
        expect(response.body).not.toContain('Rivadavia')
      }
    })

    it("answers 403 for another customer's e-mail, and 400 for a missing or repeated one", async () => {
      const other = await userData('ana@example.com', tokens.beto)
      expectAnswer(other, 403)
      expect(other.body).not.toContain('Rivadavia')
      expectAnswer(await userData('ANA@example.com', tokens.ana), 200)
      expectAnswer(
        await call({ method: 'GET', url: '/api/page/getUserData', token: tokens.ana! }),
        400,
        'Correo: Correo inválido',
      )
      expectAnswer(
        await call({
          method: 'GET',
          url: '/api/page/getUserData?email=ana@example.com&email=beto@example.com',
          token: tokens.ana!,
        }),
        400,
      )
    })
  })

  describe('changeUserData', () => {
    const profile = {
      fullname: "Ana María Pérez'); DROP TABLE users;--",
      dni: '30111223',
      phone: '1166660000',
      email: 'ana@example.com',
      address: 'Av. Triunvirato 4000',
      location: 'Villa Urquiza',
      postal_code: '1431',
    }

    it('updates the profile (stored verbatim) but never the e-mail', async () => {
      const response = await patch(
        '/api/page/changeUserData',
        { ...profile, id: 999, password_hash: 'x' },
        { token: tokens.ana! },
      )
      expectAnswer(response, 200, ACCOUNT_MESSAGES.profileUpdated)
      const data = (await userData('ana@example.com', tokens.ana)).json()
      expect(data).toMatchObject(profile)
      expect((await account('ana@example.com'))!.passwordHash).toMatch(/^\$argon2id\$/)
    })

    it("answers 401 without a token and 403 for another customer's e-mail, changing nothing", async () => {
      expectAnswer(await patch('/api/page/changeUserData', profile), 401)
      const forbidden = await patch(
        '/api/page/changeUserData',
        { ...profile, email: 'beto@example.com', fullname: 'Hackeado' },
        { token: tokens.ana! },
      )
      expectAnswer(forbidden, 403)
      expect((await account('beto@example.com'))!.fullname).toBe('Beto Gómez')
    })

    it.each([
      ['a number as dni', { dni: 30111223 }, 'DNI o CUIT/CUIL: Debe ser texto'],
      ['a missing address', { address: undefined }, 'Dirección: Debe ser texto'],
      ['a 201-character name', { fullname: 'x'.repeat(201) }, 'Nombre completo: Máximo 200 caracteres'],
      ['an object as phone', { phone: { $ne: '' } }, 'Teléfono: Debe ser texto'],
      ['a missing e-mail', { email: undefined }, 'Correo: Correo inválido'],
    ])('answers 400 for %s, changing nothing', async (_label, change, message) => {
      expectAnswer(
        await patch('/api/page/changeUserData', { ...profile, fullname: 'Cambio', ...change }, { token: tokens.ana! }),
        400,
        message,
      )
      expect((await account('ana@example.com'))!.fullname).toBe(profile.fullname)
    })
  })

  describe('changeUserPassword', () => {
    const change = (body: Record<string, unknown>, token = tokens.ana) =>
      patch('/api/page/changeUserPassword', { email: 'ana@example.com', ...body }, token ? { token } : {})

    it('answers 400 with a clear message for a wrong current password, a short or unconfirmed new one', async () => {
      expectAnswer(
        await change({ actualPassword: 'no-es-esta', newPassword: 'nueva-clave', confirmNewPassword: 'nueva-clave' }),
        400,
        ACCOUNT_MESSAGES.wrongCurrentPassword,
      )
      expectAnswer(
        await change({ actualPassword: 'secreta1', newPassword: 'corta', confirmNewPassword: 'corta' }),
        400,
        'Nueva contraseña: Mínimo 8 caracteres',
      )
      expectAnswer(
        await change({ actualPassword: 'secreta1', newPassword: 'nueva-clave', confirmNewPassword: 'nueva-clav' }),
        400,
        'Confirmar nueva contraseña: Las contraseñas no coinciden',
      )
      expectAnswer(
        await change({ newPassword: 'nueva-clave', confirmNewPassword: 'nueva-clave' }),
        400,
        'Contraseña actual: Campo obligatorio',
      )
    })

    it("answers 401 without a token and 403 for another customer's e-mail", async () => {
      const body = { actualPassword: 'betopass', newPassword: 'robada-123', confirmNewPassword: 'robada-123' }
      expectAnswer(await patch('/api/page/changeUserPassword', { ...body, email: 'beto@example.com' }), 401)
      expectAnswer(await change({ ...body, email: 'beto@example.com' }), 403)
    })

    it('changes the password: the new one signs in, the old one no longer does', async () => {
      const response = await change({ actualPassword: 'secreta1', newPassword: 'nueva-clave', confirmNewPassword: 'nueva-clave' })
      expectAnswer(response, 200, AUTH_MESSAGES.passwordChanged)
      expect(response.json()).toEqual({ message: 'Contraseña actualizada correctamente', token: expect.any(String) })
      tokens.anaBeforeChange = tokens.ana!
      tokens.ana = response.json().token
      expectAnswer(await login('ana@example.com', 'nueva-clave'), 200)
      expectAnswer(await login('ana@example.com', 'secreta1'), 400, AUTH_MESSAGES.wrongCredentials)
    })

    it('ends every session signed before the change; the browser that changed it carries on with a new token', async () => {
      const elsewhere = (await login('ana@example.com', 'nueva-clave')).json().token as string
      expectAnswer(await userData('ana@example.com', elsewhere), 200)
      const response = await change(
        { actualPassword: 'nueva-clave', newPassword: 'otra-clave-9', confirmNewPassword: 'otra-clave-9' },
        elsewhere,
      )
      expectAnswer(response, 200, AUTH_MESSAGES.passwordChanged)
      const renewed = response.json().token as string
      expect(renewed).toEqual(expect.any(String))
      for (const old of [elsewhere, tokens.ana!, tokens.anaBeforeChange!]) {
        expectAnswer(await userData('ana@example.com', old), 401, ACCOUNT_MESSAGES.accountGone)
      }
      expectAnswer(await userData('ana@example.com', renewed), 200)
      const signedIn = (await login('ana@example.com', 'otra-clave-9')).json().token as string
      expectAnswer(await userData('ana@example.com', signedIn), 200)
      tokens.ana = renewed
    })
  })

  describe('loginGoogle', () => {
    const loginGoogle = (payload: unknown) => post('/api/page/loginGoogle', payload)

    it('signs in with a verified ID token, creating an account keyed on sub', async () => {
      const credential = await googleToken({ claims: { sub: 'google-sub-1', email: 'Carla@Gmail.com', name: 'Carla Google' } })
      const response = await loginGoogle({ credential })
      expectAnswer(response, 200)
      expect(response.json().email).toBe('carla@gmail.com')
      const data = (await userData('carla@gmail.com', response.json().token)).json()
      expect(data).toMatchObject({ email: 'carla@gmail.com', fullname: 'Carla Google' })
      expect((await account('carla@gmail.com'))!.googleSub).toBe('google-sub-1')
      tokens.carla = response.json().token

      // Same sub, another e-mail claim: the same account, still under its e-mail.
      const again = await loginGoogle({
        credential: await googleToken({ claims: { sub: 'google-sub-1', email: 'carla.nueva@gmail.com' } }),
      })
      expectAnswer(again, 200)
      expect(again.json().email).toBe('carla@gmail.com')
      expect((await userData('carla@gmail.com', again.json().token)).json().id).toBe(data.id)
      expect(await account('carla.nueva@gmail.com')).toBeUndefined()
    })

    it('refuses a first password set from the profile with any current value (a stolen token is not enough), and password sign-in', async () => {
      expectAnswer(await login('carla@gmail.com', 'cualquiera'), 400, AUTH_MESSAGES.wrongCredentials)
      const set = await patch(
        '/api/page/changeUserPassword',
        { email: 'carla@gmail.com', actualPassword: '-', newPassword: 'primera-clave', confirmNewPassword: 'primera-clave' },
        { token: tokens.carla! },
      )
      // A Google-only account's first password comes only through the e-mail link (password-reset.integration.test.ts).
      expectAnswer(set, 409, PASSWORD_RESET_MESSAGES.noPasswordYet)
      expect((await account('carla@gmail.com'))!.passwordHash).toBeNull()
      expectAnswer(await login('carla@gmail.com', 'primera-clave'), 400, AUTH_MESSAGES.wrongCredentials)
    })

    it('links a first Google sign-in to the account with that e-mail, dropping the password nobody verified', async () => {
      const before = (await account('beto@example.com'))!
      const response = await loginGoogle({
        credential: await googleToken({ claims: { sub: 'google-sub-2', email: 'beto@example.com' } }),
      })
      expectAnswer(response, 200)
      expect(response.json().email).toBe('beto@example.com')
      const after = (await account('beto@example.com'))!
      expect(after).toMatchObject({ id: before.id, googleSub: 'google-sub-2', passwordHash: null })
      // Whoever signed up with that password is signed out; the Google session works.
      expectAnswer(await userData('beto@example.com', tokens.beto), 401, ACCOUNT_MESSAGES.accountGone)
      expectAnswer(await userData('beto@example.com', response.json().token), 200)
      expectAnswer(await login('beto@example.com', 'betopass', '198.51.100.8'), 400, AUTH_MESSAGES.wrongCredentials)
    })

    it('refuses tokens signed by an unknown key, for another client, another issuer, expired or unverified', async () => {
      const before = await userCount()
      const claims = { sub: 'google-sub-x', email: 'intruso@gmail.com' }
      const refused = [
        await googleToken({ claims }, impostor),
        await googleToken({ claims, kid: 'unknown-kid' }, impostor),
        await googleToken({ claims, clientId: 'otra-app.apps.googleusercontent.com' }),
        await googleToken({ claims, issuer: 'https://evil.example.com' }),
        await googleToken({ claims, expiresIn: -600 }),
        await googleToken({ claims: { ...claims, email_verified: false } }),
        // issued to several parties: only one requested by this store (azp) signs in here
        await googleToken({ claims, audience: [CLIENT_ID, 'otra-app.apps.googleusercontent.com'] }),
        await googleToken({
          claims: { ...claims, azp: 'otra-app.apps.googleusercontent.com' },
          audience: [CLIENT_ID, 'otra-app.apps.googleusercontent.com'],
        }),
        new UnsecuredJWT({ ...claims, email_verified: true })
          .setIssuer('https://accounts.google.com')
          .setAudience(CLIENT_ID)
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
        'garbage',
      ]
      for (const credential of refused) expectAnswer(await loginGoogle({ credential }), 401, AUTH_MESSAGES.thirdPartyFailure)
      expect(await userCount()).toBe(before)
    })

    it('refuses bare claims without a credential', async () => {
      const before = await userCount()
      expectAnswer(
        await loginGoogle({ email: 'intruso@gmail.com', name: 'Intruso', sub: 'google-sub-y' }),
        400,
        'Credencial: Falta la credencial de Google.',
      )
      expectAnswer(await loginGoogle({ credential: '', email: 'carla@gmail.com', sub: 'google-sub-1' }), 400)
      expectAnswer(await loginGoogle({ credential: { sub: 'google-sub-1' } }), 400)
      expect(await userCount()).toBe(before)
    })

    it('refuses every Google sign-in when GOOGLE_CLIENT_ID is not set', async () => {
      const { GOOGLE_CLIENT_ID: _unset, ...env } = store.env
      const accounts = accountService({ database: store.database, tokens: store.services.tokens, env })
      const app = await buildApp({ services: { ...store.services, env, accounts } })
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/page/loginGoogle',
          payload: { credential: await googleToken() },
        })
        expectAnswer(response, 404, ACCOUNT_MESSAGES.googleDisabled)
      } finally {
        await app.close()
      }
    })

    it("answers 503, not 401, when Google's keys cannot be fetched", async () => {
      const env = { ...store.env, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' }
      const accounts = accountService({ database: store.database, tokens: store.services.tokens, env })
      const app = await buildApp({ services: { ...store.services, env, accounts } })
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/page/loginGoogle',
          payload: { credential: await googleToken() },
        })
        expectAnswer(response, 503, AUTH_MESSAGES.thirdPartyFailure)
      } finally {
        await app.close()
      }
    })
  })

  describe('bad input on every endpoint', () => {
    const endpoints = [
      { method: 'POST', url: '/api/page/registerUser' },
      { method: 'POST', url: '/api/page/loginUser' },
      { method: 'POST', url: '/api/page/loginGoogle' },
      { method: 'PATCH', url: '/api/page/changeUserPassword' },
      { method: 'PATCH', url: '/api/page/changeUserData' },
    ] as const

    it.each(endpoints)(
      '$method $url answers malformed, oversized, non-object and non-JSON bodies with a 4xx',
      async ({ method, url }) => {
        const before = await userCount()
        const token = tokens.ana!
        const json = { 'content-type': 'application/json' }
        const cases: [InjectOptions, number, string?][] = [
          [{ headers: json, payload: '{"email": "ana@example.com",' }, 400, 'El cuerpo de la solicitud no es JSON válido.'],
          [
            { headers: json, payload: JSON.stringify({ email: 'ana@example.com', name: 'x'.repeat(70 * 1024) }) },
            413,
            'El cuerpo de la solicitud es demasiado grande.',
          ],
          [{ headers: json, payload: '[1,2,3]' }, 400, 'El cuerpo de la solicitud debe ser un objeto JSON.'],
          [{ headers: json, payload: '"texto"' }, 400, 'El cuerpo de la solicitud debe ser un objeto JSON.'],
          [
            { headers: { 'content-type': 'text/plain' }, payload: 'email=ana@example.com' },
            400,
            'El cuerpo de la solicitud debe ser un objeto JSON.',
          ],
          [{ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=ana@example.com' }, 415],
          [{ headers: json, payload: '' }, 400],
          [{ headers: json, payload: '{"__proto__": {"admin": true}}' }, 400],
        ]
        for (const [options, status, message] of cases) {
          const response = await call({
            method,
            url,
            token,
            ...options,
            headers: { ...options.headers, authorization: `Bearer ${token}` },
          })
          expect(response.statusCode, `${url} ${String(options.payload).slice(0, 30)}`).toBe(status)
          expect(typeof response.json().message).toBe('string')
          if (message) expect(response.json().message).toBe(message)
        }
        expect(await userCount()).toBe(before)
      },
    )
  })
})
