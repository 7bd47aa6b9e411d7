import { useEffect, useRef } from 'react'

interface GoogleAccounts {
  id: {
    initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void
    renderButton(element: HTMLElement, options: Record<string, unknown>): void
  }
}

const GOOGLE_GSI_SRC = 'https://accounts.google.com/gsi/client'

const googleAccounts = () => (window as unknown as { google?: { accounts?: GoogleAccounts } }).google?.accounts

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
      const accounts = googleAccounts()
      if (!accounts || !container.current) return
      accounts.id.initialize({ client_id: clientId, callback: (r) => callback.current(r.credential) })
      accounts.id.renderButton(container.current, {
        theme: 'outline',
        size: 'large',
        text: 'continue_with',
        locale: 'es-419',
        width: 300,
      })
    }
    if (googleAccounts()) {
      render()
      return
    }
    // The tag may be there and still loading (this page was left and opened again before it
    // finished): wait for it like for a new one, or the button would never appear.
    let script = document.querySelector<HTMLScriptElement>('script[data-google-gsi]')
    if (!script) {
      script = document.createElement('script')
      script.src = GOOGLE_GSI_SRC
      script.async = true
      script.dataset.googleGsi = 'true'
      document.head.appendChild(script)
    }
    script.addEventListener('load', render)
    return () => script.removeEventListener('load', render)
  }, [clientId])

  return <div ref={container} className="flex min-h-11 justify-center" data-testid="google-sign-in" />
}
