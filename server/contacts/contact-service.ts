/**
 * The public forms that leave a contact: newsletter subscriptions (addSubscriptor) and reseller
 * enquiries (POST /api/page). The staff command line lists both.
 */
import { NEWSLETTER_MESSAGES } from '#domain/forms/newsletter-rules.ts'
import { RESELLER_MESSAGES, type ResellerEnquiry } from '#domain/forms/reseller.ts'
import type { Database } from '../db/database.ts'
import { ConflictError } from '../shared/errors.ts'
import { contactRepository } from './contact-repository.ts'

export function contactService(database: Database) {
  const contacts = contactRepository(database.db)
  return {
    /** A validated, lowercased address; 409 when it is already subscribed. */
    async subscribe(email: string): Promise<void> {
      if (!(await contacts.addSubscriber(email))) throw new ConflictError(NEWSLETTER_MESSAGES.alreadySubscribed)
    },

    /** 409 when an enquiry with that phone is already stored. */
    async addResellerEnquiry(enquiry: ResellerEnquiry): Promise<void> {
      if (!(await contacts.addResellerEnquiry(enquiry))) throw new ConflictError(RESELLER_MESSAGES.conflict.message)
    },
  }
}

export type ContactService = ReturnType<typeof contactService>
