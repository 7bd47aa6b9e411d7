import { useSyncExternalStore } from 'react'

/** The session lives in localStorage (spec section 3): a token and an e-mail. */
export const SESSION_TOKEN_KEY = 'token'
export const SESSION_EMAIL_KEY = 'email'
const SESSION_EVENT = 'store:session'

export interface StoredSession {
  token: string | null
  email: string | null
}

function read(): string {
  try {
    return JSON.stringify([localStorage.getItem(SESSION_TOKEN_KEY), localStorage.getItem(SESSION_EMAIL_KEY)])
  } catch {
    return '[null,null]'
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(SESSION_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(SESSION_EVENT, onChange)
  }
}

/** Logged in means both token and e-mail exist (spec section 4). The server render is signed out. */
export function useStoredSession(): StoredSession & { loggedIn: boolean } {
  const raw = useSyncExternalStore(subscribe, read, () => '[null,null]')
  const [token, email] = JSON.parse(raw) as [string | null, string | null]
  return { token, email, loggedIn: Boolean(token && email) }
}

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT))
}
