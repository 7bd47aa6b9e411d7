import type { Executor } from '../db/database.ts'
import { newsletterSubscribers, resellerEnquiries } from '../db/schema/index.ts'

export interface ResellerEnquiryInput {
  fullname: string
  email: string
  phone: number
  comentary: string
  view: number
}

/** Newsletter subscribers and reseller enquiries: rows the public forms write. */
export function contactRepository(db: Executor) {
  return {
    /** false when the address was already subscribed (case-insensitive) */
    async addSubscriber(email: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id })
      return rows.length > 0
    },
    async subscribers(): Promise<{ email: string; created_at: string }[]> {
      const rows = await db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.id)
      return rows.map((r) => ({ email: r.email, created_at: r.createdAt.toISOString() }))
    },
    /** false when an enquiry with that phone is already stored */
    async addResellerEnquiry(input: ResellerEnquiryInput): Promise<boolean> {
      const rows = await db.insert(resellerEnquiries).values(input).onConflictDoNothing().returning({ id: resellerEnquiries.id })
      return rows.length > 0
    },
    async resellerEnquiries() {
      const rows = await db.select().from(resellerEnquiries).orderBy(resellerEnquiries.id)
      return rows.map((r) => ({ ...r, created_at: r.createdAt.toISOString() }))
    },
  }
}
