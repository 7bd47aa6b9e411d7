import { useState, type FormEvent } from 'react'
import { checkNewsletterEmail, NEWSLETTER_ERROR_TITLE, NEWSLETTER_MESSAGES } from '#domain/forms/newsletter-rules.ts'
import { closeDialogs, showAlert, showLoading } from '../lib/dialogs.ts'
import { PersonalDataNotice } from './legal/personal-data-notice.tsx'

/** The footer newsletter: pattern check, 'Subscribiendo...' while waiting, then one of three outcomes. */
export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = checkNewsletterEmail(email)
    if (!parsed.ok) {
      await showAlert({ icon: 'error', title: NEWSLETTER_ERROR_TITLE, text: parsed.message })
      return
    }
    setBusy(true)
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
    setBusy(false)
    if (outcome.icon === 'success') setEmail('')
    await showAlert(outcome)
  }

  return (
    // 'contents': the form and its notice are laid out by the footer's grid (footer.tsx).
    <div className="contents">
      <form onSubmit={submit} noValidate className="flex w-full gap-2" aria-label="Newsletter">
        <label htmlFor="newsletter-email" className="sr-only">
          Correo electrónico
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Tu correo electrónico"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="min-w-0 flex-1 rounded-md border-0 px-3 py-2 text-sm text-gray-900 ring-1 ring-white/30 placeholder:text-gray-600 focus:ring-2 focus:ring-accent"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-accent px-4 py-2 text-sm font-bold text-gray-900 hover:bg-amber-400 disabled:opacity-60"
        >
          Suscribirme
        </button>
      </form>
      <PersonalDataNotice tone="dark" className="border-t border-white/15 pt-3 md:col-span-2" />
    </div>
  )
}
