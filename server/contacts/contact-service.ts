/**
 * The public forms that leave a contact: newsletter subscriptions (addSubscriptor) and reseller
 * enquiries (POST /api/page). The staff command line lists both.
 */
import { NEWSLETTER_MESSAGES } from '#domain/forms/newsletter-rules.ts'
import { RESELLER_MESSAGES, type ResellerEnquiry } from '#domain/forms/reseller.ts'
import type { Database } from '../db/database.ts'
import { ConflictError } from '../shared/errors.ts'
import { contactRepository } from './contact-repository.ts'

export interface ContactService {
  /** A validated, lowercased address; 409 when it is already subscribed. */
  subscribe(email: string): Promise<void>
  /** 409 when an enquiry with that phone is already stored. */
  addResellerEnquiry(enquiry: ResellerEnquiry): Promise<void>
}

export function contactService(database: Database): ContactService {
  const contacts = contactRepository(database.db)
  return {
    async subscribe(email) {
      if (!(await contacts.addSubscriber(email))) throw new ConflictError(NEWSLETTER_MESSAGES.alreadySubscribed)
    },

    async addResellerEnquiry(enquiry) {
      if (!(await contacts.addResellerEnquiry(enquiry))) throw new ConflictError(RESELLER_MESSAGES.conflict.message)
    },
  }
}
