/**
 * Sign-in and account calls: registerUser, loginUser, loginGoogle,
 * getUserData, changeUserPassword, changeUserData. Sign-ins answer `{ token, email }`; the
 * account calls need the bearer token (401) and answer only for its own e-mail (403), checked
 * before the rest of the input is looked at. A wrong value is named in Spanish: 'Nueva
 * contraseña: Mínimo 8 caracteres'. Limits answer 429 with Retry-After (failed sign-ins,
 * registrations per address) and a full password-hashing queue 503 (http-errors.ts).
 */
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { AUTH_MESSAGES, changePasswordSchema, loginSchema, registerSchema } from '#domain/forms/auth.ts'
import { accountTaxIdText, vatConditionSchema } from '#domain/forms/billing-identity.ts'
import { phoneText } from '#domain/phone.ts'
import { FIELD_LABELS } from '#domain/forms/field-labels.ts'
import { PASSWORD_RESET_MESSAGES, resetPasswordSchema, resetRequestSchema } from '#domain/forms/password-reset.ts'
import { maxMessage } from '#domain/forms/messages.ts'
import { MAX_PROFILE_FIELD_LENGTH } from '#domain/limits.ts'
import { NotFoundError } from '../shared/errors.ts'
import type { InputErrorRules } from '../shared/http-errors.ts'
import { ACCOUNT_MESSAGES } from './account-messages.ts'
import { accountEmail, customerAuth, sessionOf, type CustomerAuthServices } from './auth-guard.ts'
import { jsonObject, type ApiPlugin } from '../shared/api-plugin.ts'
import type { PasswordResetService } from './password-reset-service.ts'

const NOT_TEXT_MESSAGE = 'Debe ser texto'
const MISSING_CREDENTIAL_MESSAGE = 'Falta la credencial de Google.'

const profileField = z
  .string({ error: NOT_TEXT_MESSAGE })
  .trim()
  .max(MAX_PROFILE_FIELD_LENGTH, maxMessage(MAX_PROFILE_FIELD_LENGTH))

/** Every body names its own account first, so a wrong e-mail is the first thing said. */
const namedAccount = z.object({ email: accountEmail })

const changeDataBody = jsonObject(
  z.intersection(
    namedAccount,
    z.object({
      fullname: profileField,
      /** a DNI or a CUIT/CUIL with its check digit, stored as digits */
      dni: profileField.pipe(accountTaxIdText),
      /** optional beside the API's original fields: absent keeps the stored condition */
      vat_condition: z.unknown().optional().pipe(vatConditionSchema.optional()),
      /** as people type it, stored as its digits (domain/phone.ts) */
      phone: profileField.pipe(phoneText),
      address: profileField,
      location: profileField,
      postal_code: profileField,
    }),
  ),
)

const changePasswordBody = jsonObject(z.intersection(namedAccount, changePasswordSchema))

const googleBody = jsonObject(
  z.object({
    credential: z
      .string({ error: MISSING_CREDENTIAL_MESSAGE })
      .min(1, MISSING_CREDENTIAL_MESSAGE)
      .max(8192, AUTH_MESSAGES.thirdPartyFailure),
  }),
)

/** The forms show a wrong value beside its field; the answer names the field the same way. */
const LABELLED: InputErrorRules = { labels: FIELD_LABELS }

/** Tokens and personal data are never kept by a browser cache or a proxy. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store')

export const accountRoutes: ApiPlugin<CustomerAuthServices & { passwordResets: PasswordResetService }> = async (
  app,
  { services },
) => {
  const { accounts } = services
  const auth = customerAuth(services)
  const config = { inputErrors: LABELLED }

  app.post('/api/page/registerUser', { config, schema: { body: jsonObject(registerSchema) } }, async (request, reply) => {
    const session = await accounts.register(request.body, request.ip)
    return noStore(reply).status(201).send(session)
  })

  app.post('/api/page/loginUser', { config, schema: { body: jsonObject(loginSchema) } }, async (request, reply) => {
    const session = await accounts.login(request.body, request.ip)
    return noStore(reply).send(session)
  })

  /** Only a Google ID token is accepted; bare e-mail/name/sub claims prove nothing. */
  if (accounts.googleEnabled) {
    app.post('/api/page/loginGoogle', { config, schema: { body: googleBody } }, async (request, reply) => {
      const session = await accounts.loginGoogle(request.body.credential)
      return noStore(reply).send(session)
    })
  } else {
    // Without GOOGLE_CLIENT_ID any JSON object is answered 404; anything else is still a 400.
    app.post('/api/page/loginGoogle', { config, schema: { body: jsonObject(z.object({})) } }, async () => {
      throw new NotFoundError(ACCOUNT_MESSAGES.googleDisabled)
    })
  }

  /**
   * '¿Olvidaste tu contraseña?': the same 200 for every well-formed address, known or not; 429
   * when this client asked too often (password-reset-service.ts).
   */
  app.post(
    '/api/page/requestPasswordReset',
    { config, schema: { body: jsonObject(resetRequestSchema) } },
    async (request, reply) => {
      await services.passwordResets.request(request.body.email, request.ip)
      return noStore(reply).send({ message: PASSWORD_RESET_MESSAGES.requested })
    },
  )

  /** The link's token and the new password: signs in (a new session) or 400 for any bad link. */
  app.post('/api/page/resetPassword', { config, schema: { body: jsonObject(resetPasswordSchema) } }, async (request, reply) => {
    const session = await services.passwordResets.reset(request.body.token, request.body.newPassword)
    return noStore(reply).send({ message: PASSWORD_RESET_MESSAGES.done, ...session })
  })

  app.get(
    '/api/page/getUserData',
    { config, preValidation: [auth.session, auth.ownEmailIn('query')], schema: { querystring: namedAccount } },
    async (request, reply) => noStore(reply).send(await accounts.userData(sessionOf(request).userId)),
  )

  app.patch(
    '/api/page/changeUserPassword',
    { config, preValidation: [auth.session, auth.ownEmailIn('body')], schema: { body: changePasswordBody } },
    async (request, reply) => {
      const renewed = await accounts.changePassword(sessionOf(request).userId, request.body, request.ip)
      // Sessions elsewhere end with the old password; this browser carries on with a new token.
      return noStore(reply).send({ message: AUTH_MESSAGES.passwordChanged, token: renewed.token })
    },
  )

  app.patch(
    '/api/page/changeUserData',
    { config, preValidation: [auth.session, auth.ownEmailIn('body')], schema: { body: changeDataBody } },
    async (request, reply) => {
      const { email: _account, ...fields } = request.body
      await accounts.changeData(sessionOf(request).userId, fields)
      return noStore(reply).send({ message: ACCOUNT_MESSAGES.profileUpdated })
    },
  )
}
