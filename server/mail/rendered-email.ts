/** What every e-mail template renders: the outbox stores these three and the sender sends them. */
export interface RenderedEmail {
  subject: string
  html: string
  text: string
}
