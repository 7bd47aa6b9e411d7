import { useSyncExternalStore } from 'react'

/** The session lives in localStorage: a token and an e-mail. */
export const SESSION_TOKEN_KEY = 'token'
export const SESSION_EMAIL_KEY = 'email'
/**
 * Set in this tab's sessionStorage when the server refused the token (expired, or ended by a
 * password change elsewhere), so the cart can say 'Tu sesión expiró' rather than treat the
 * shopper as someone who never signed in. Cleared by signing in or out.
 */
export const SESSION_EXPIRED_KEY = 'sessionExpired'
const SESSION_EVENT = 'store:session'

export interface StoredSession {
  token: string | null
  email: string | null
  /** the last session of this tab was ended by the server */
  expired: boolean
}

const SIGNED_OUT = JSON.stringify([null, null, false])

function read(): string {
  try {
    return JSON.stringify([
      localStorage.getItem(SESSION_TOKEN_KEY),
      localStorage.getItem(SESSION_EMAIL_KEY),
      sessionStorage.getItem(SESSION_EXPIRED_KEY) === '1',
    ])
  } catch {
    return SIGNED_OUT
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

/** Logged in means both token and e-mail exist. The server render is signed out. */
export function useStoredSession(): StoredSession & { loggedIn: boolean } {
  const raw = useSyncExternalStore(subscribe, read, () => SIGNED_OUT)
  const [token, email, expired] = JSON.parse(raw) as [string | null, string | null, boolean]
  return { token, email, expired, loggedIn: Boolean(token && email) }
}

export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT))
}

export function storeSession(token: string, email: string): void {
  localStorage.setItem(SESSION_TOKEN_KEY, token)
  localStorage.setItem(SESSION_EMAIL_KEY, email)
  sessionStorage.removeItem(SESSION_EXPIRED_KEY)
  notifySessionChange()
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_TOKEN_KEY)
  localStorage.removeItem(SESSION_EMAIL_KEY)
  sessionStorage.removeItem(SESSION_EXPIRED_KEY)
  notifySessionChange()
}
