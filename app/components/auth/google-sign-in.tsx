import { useEffect, useRef } from 'react'

interface GoogleAccounts {
  id: {
    initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void
    renderButton(element: HTMLElement, options: Record<string, unknown>): void
  }
}

/**
 * Google Identity Services: the provider's script and button, shown only when the store has a
 * GOOGLE_CLIENT_ID. The credential (an ID token) goes to the server, which verifies it.
 */
export function GoogleSignIn({
  clientId,
  onCredential,
}: {
  clientId: string
  onCredential(credential: string | undefined): void
}) {
  const container = useRef<HTMLDivElement>(null)
  const callback = useRef(onCredential)
  callback.current = onCredential

  useEffect(() => {
    const render = () => {
      const google = (window as unknown as { google?: { accounts: GoogleAccounts } }).google
      if (!google || !container.current) return
      google.accounts.id.initialize({ client_id: clientId, callback: (r) => callback.current(r.credential) })
      google.accounts.id.renderButton(container.current, {
        theme: 'outline',
        size: 'large',
        text: 'continue_with',
        locale: 'es-419',
        width: 300,
      })
    }
    const existing = document.querySelector<HTMLScriptElement>('script[data-google-gsi]')
    if (existing) {
      render()
      return
    }
    const script = document.createElement('script')
    script.src = 'https://accounts.google.com/gsi/client'
    script.async = true
    script.dataset.googleGsi = 'true'
    script.onload = render
    document.head.appendChild(script)
  }, [clientId])

  return <div ref={container} className="flex min-h-11 justify-center" data-testid="google-sign-in" />
}
