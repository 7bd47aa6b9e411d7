/**
 * The public forms' calls: newsletter (POST /api/clients/addSubscriptor) and the reseller
 * enquiry (POST /api/page). Answers are the statuses the pages read.
 */
import { newsletterSchema } from '#domain/forms/newsletter.ts'
import { NEWSLETTER_MESSAGES } from '#domain/forms/newsletter-rules.ts'
import { RESELLER_MESSAGES, resellerSchema } from '#domain/forms/reseller.ts'
import { bodyOrEmpty, type ApiPlugin } from '../shared/api-plugin.ts'
import type { ContactService } from './contact-service.ts'

export const contactRoutes: ApiPlugin<{ contacts: ContactService }> = async (app, { services }) => {
  const { contacts } = services

  app.post('/api/clients/addSubscriptor', { schema: { body: bodyOrEmpty(newsletterSchema) } }, async (request, reply) => {
    await contacts.subscribe(request.body.email)
    return reply.status(201).send({ message: NEWSLETTER_MESSAGES.success })
  })

  /**
   * Reseller enquiry. The page reads only the status: 201 sent, 409 that phone is already stored,
   * 422 a value is wrong (the page says 'un dato es incorrecto'), so invalid data is 422, not 400.
   */
  app.post(
    '/api/page',
    { schema: { body: bodyOrEmpty(resellerSchema) }, config: { inputErrors: { status: 422 } } },
    async (request, reply) => {
      await contacts.addResellerEnquiry(request.body)
      return reply.status(201).send({ message: RESELLER_MESSAGES.success.message })
    },
  )
}
