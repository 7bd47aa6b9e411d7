import { useState, type FormEvent } from 'react'
import { PersonalDataNotice } from './legal/personal-data-notice.tsx'

const loadSubscribe = () => import('./newsletter-subscribe.ts')

/** The footer newsletter: pattern check, 'Subscribiendo...' while waiting, then one of three outcomes. */
export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { subscribe } = await loadSubscribe()
    await subscribe(email, { setBusy, clear: () => setEmail('') })
  }

  return (
    // 'contents': the form and its notice are laid out by the footer's grid (footer.tsx).
    <div className="contents">
      {/* Focusing the form starts loading its submission's code. */}
      <form
        onSubmit={submit}
        onFocus={() => void loadSubscribe()}
        noValidate
        className="flex w-full gap-2"
        aria-label="Newsletter"
      >
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
