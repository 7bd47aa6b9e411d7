/**
 * Sign-in and account calls of spec section 7: registerUser, loginUser, loginGoogle,
 * getUserData, changeUserPassword, changeUserData. Sign-ins answer `{ token, email }`; the
 * account calls need the bearer token (401) and answer only for its own e-mail (403), checked
 * before the rest of the body is looked at. Limits answer 429 with Retry-After (failed sign-ins,
 * registrations per address) and a full password-hashing queue 503 (http-errors.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AUTH_MESSAGES, changePasswordSchema, loginSchema, registerSchema } from '#domain/forms/auth.ts'
import { INVALID_EMAIL_MESSAGE, maxMessage } from '#domain/forms/messages.ts'
import { MAX_EMAIL_LENGTH, MAX_PROFILE_FIELD_LENGTH } from '#domain/limits.ts'
import { NOT_A_JSON_OBJECT_MESSAGE } from '#domain/messages.ts'
import { InvalidError, NotFoundError } from '../errors.ts'
import { ACCOUNT_MESSAGES } from '../services/account-service.ts'
import type { Services } from '../services/services.ts'
import { requireOwnEmail, requireSession } from './auth-guard.ts'

const NOT_TEXT_MESSAGE = 'Debe ser texto'
const MISSING_CREDENTIAL_MESSAGE = 'Falta la credencial de Google.'

/** Spanish names for the fields, so a message says which one is wrong. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  username: 'Usuario',
  dni: 'DNI',
  address: 'Dirección',
  location: 'Localidad',
  postal_code: 'Código postal',
  phone: 'Teléfono',
  email: 'Correo',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  actualPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmNewPassword: 'Confirmar nueva contraseña',
  fullname: 'Nombre completo',
  credential: 'Credencial',
}

/** The account an account call names; compared with the token's before anything else. */
const accountEmail = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .min(1, INVALID_EMAIL_MESSAGE)
  .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
const ownerSchema = z.object({ email: accountEmail })

const profileField = z
  .string({ error: NOT_TEXT_MESSAGE })
  .trim()
  .max(MAX_PROFILE_FIELD_LENGTH, maxMessage(MAX_PROFILE_FIELD_LENGTH))
const profileSchema = z.object({
  fullname: profileField,
  dni: profileField,
  phone: profileField,
  address: profileField,
  location: profileField,
  postal_code: profileField,
})

const googleSchema = z.object({
  credential: z
    .string({ error: MISSING_CREDENTIAL_MESSAGE })
    .min(1, MISSING_CREDENTIAL_MESSAGE)
    .max(8192, AUTH_MESSAGES.thirdPartyFailure),
})

/** Like parseWith, but the message names the field in Spanish: 'Nueva contraseña: Mínimo 8 caracteres'. */
function parseField<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const first = result.error.issues[0]
  const field = first?.path[0]
  const label = typeof field === 'string' ? FIELD_LABELS[field] : undefined
  const message = first?.message ?? 'Datos inválidos.'
  throw new InvalidError(label ? `${label}: ${message}` : message, result.error.issues)
}

/** A JSON object body, or an empty one when none came; anything else is a 400. */
function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body
  if (body === undefined || body === null) return {}
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new InvalidError(NOT_A_JSON_OBJECT_MESSAGE)
  }
  return body as Record<string, unknown>
}

/** Tokens and personal data are never kept by a browser cache or a proxy. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store')

export async function accountRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const accounts = services.accounts

  app.post('/api/page/registerUser', async (request, reply) => {
    const data = parseField(registerSchema, objectBody(request))
    const session = await accounts.register(data, request.ip)
    return noStore(reply).status(201).send(session)
  })

  app.post('/api/page/loginUser', async (request, reply) => {
    const data = parseField(loginSchema, objectBody(request))
    const session = await accounts.login(data, request.ip)
    return noStore(reply).send(session)
  })

  /** Only a Google ID token is accepted; bare e-mail/name/sub claims prove nothing. */
  app.post('/api/page/loginGoogle', async (request, reply) => {
    const body = objectBody(request)
    if (!accounts.googleEnabled) throw new NotFoundError(ACCOUNT_MESSAGES.googleDisabled)
    const { credential } = parseField(googleSchema, body)
    const session = await accounts.loginGoogle(credential)
    return noStore(reply).send(session)
  })

  app.get('/api/page/getUserData', async (request, reply) => {
    const session = await requireSession(request, services)
    const { email } = parseField(ownerSchema, request.query ?? {})
    requireOwnEmail(session, email)
    return noStore(reply).send(await accounts.userData(session.userId))
  })

  app.patch('/api/page/changeUserPassword', async (request, reply) => {
    const session = await requireSession(request, services)
    const body = objectBody(request)
    requireOwnEmail(session, parseField(ownerSchema, body).email)
    const data = parseField(changePasswordSchema, body)
    const renewed = await accounts.changePassword(session.userId, data, request.ip)
    // Sessions elsewhere end with the old password; this browser carries on with a new token.
    return noStore(reply).send({ message: AUTH_MESSAGES.passwordChanged, token: renewed.token })
  })

  app.patch('/api/page/changeUserData', async (request, reply) => {
    const session = await requireSession(request, services)
    const body = objectBody(request)
    requireOwnEmail(session, parseField(ownerSchema, body).email)
    const fields = parseField(profileSchema, body)
    await accounts.changeData(session.userId, fields)
    return noStore(reply).send({ message: ACCOUNT_MESSAGES.profileUpdated })
  })
}
