/**
 * The newsletter form's submission: the e-mail check, the request and its dialogs. Loaded when
 * the shopper first focuses the form or sends it (newsletter-form.tsx): the footer is on every
 * page, and none of this runs before someone subscribes.
 */
import { checkNewsletterEmail, NEWSLETTER_ERROR_TITLE, NEWSLETTER_MESSAGES } from '#domain/forms/newsletter-rules.ts'
import { closeDialogs, showAlert, showLoading } from '../lib/dialogs.ts'

/** 'Subscribiendo...' while waiting, then one of three outcomes; a subscribed address is cleared. */
export async function subscribe(email: string, form: { setBusy: (busy: boolean) => void; clear: () => void }): Promise<void> {
  const parsed = checkNewsletterEmail(email)
  if (!parsed.ok) {
    await showAlert({ icon: 'error', title: NEWSLETTER_ERROR_TITLE, text: parsed.message })
    return
  }
  form.setBusy(true)
  void showLoading(NEWSLETTER_MESSAGES.subscribing)
  let outcome: { icon: 'success' | 'info' | 'error'; text: string }
  try {
    const response = await fetch('/api/clients/addSubscriptor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: parsed.email }),
    })
    if (response.status === 409) outcome = { icon: 'info', text: NEWSLETTER_MESSAGES.alreadySubscribed }
    else if (response.ok) outcome = { icon: 'success', text: NEWSLETTER_MESSAGES.success }
    else outcome = { icon: 'error', text: NEWSLETTER_MESSAGES.failure }
  } catch {
    outcome = { icon: 'error', text: NEWSLETTER_MESSAGES.failure }
  }
  await closeDialogs()
  form.setBusy(false)
  if (outcome.icon === 'success') form.clear()
  await showAlert(outcome)
}
