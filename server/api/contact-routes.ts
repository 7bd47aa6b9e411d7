/**
 * The public forms' calls: newsletter (spec section 7, POST /api/clients/addSubscriptor) and the
 * reseller enquiry (POST /api/page). Answers are the statuses the pages read (section 8).
 */
import type { FastifyInstance } from 'fastify'
import { newsletterSchema } from '#domain/forms/newsletter.ts'
import { NEWSLETTER_MESSAGES } from '#domain/forms/newsletter-rules.ts'
import { RESELLER_MESSAGES, resellerSchema } from '#domain/forms/reseller.ts'
import { contactRepository } from '../repositories/contact-repository.ts'
import { ConflictError, InvalidError, UnprocessableError } from '../errors.ts'
import { parseWith } from '../http-errors.ts'
import type { Services } from '../services/services.ts'

export async function contactRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const contacts = contactRepository(services.database.db)

  app.post('/api/clients/addSubscriptor', async (request, reply) => {
    const { email } = parseWith(newsletterSchema, request.body ?? {})
    if (!(await contacts.addSubscriber(email))) throw new ConflictError(NEWSLETTER_MESSAGES.alreadySubscribed)
    return reply.status(201).send({ message: NEWSLETTER_MESSAGES.success })
  })

  /**
   * Reseller enquiry. The page reads only the status: 201 sent, 409 that phone is already stored,
   * 422 a value is wrong (section 8: 'un dato es incorrecto'), so invalid data is 422, not 400.
   */
  app.post('/api/page', async (request, reply) => {
    let enquiry
    try {
      enquiry = parseWith(resellerSchema, request.body ?? {})
    } catch (error) {
      if (error instanceof InvalidError) throw new UnprocessableError(error.message, error.details)
      throw error
    }
    if (!(await contacts.addResellerEnquiry(enquiry))) throw new ConflictError(RESELLER_MESSAGES.conflict.message)
    return reply.status(201).send({ message: RESELLER_MESSAGES.success.message })
  })
}
