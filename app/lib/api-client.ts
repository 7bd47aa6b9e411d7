/**
 * Browser calls to /api. Once a token is stored it goes as a bearer header on every request
 * (the customer's session); JSON in, JSON out. A 401 to a request that carried the token
 * means the session is over (expired, or ended by a password change): it is cleared here, once
 * for every caller, so no screen goes on believing the shopper is signed in.
 */
import { notifySessionChange, SESSION_EMAIL_KEY, SESSION_EXPIRED_KEY, SESSION_TOKEN_KEY } from './session.ts'

export interface ApiResult<T> {
  ok: boolean
  status: number
  data: T | null
  message: string | null
}

export async function api<T>(
  path: string,
  init: {
    method?: string
    body?: unknown
    headers?: Record<string, string>
    /** a sign-in call: its 401 (a refused Google credential) says nothing about the stored session */
    signIn?: boolean
  } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers }
  let token: string | null
  try {
    token = localStorage.getItem(SESSION_TOKEN_KEY)
  } catch {
    token = null
  }
  if (token) headers.authorization = `Bearer ${token}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  try {
    const response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    let data: unknown = null
    try {
      data = text ? JSON.parse(text) : null
    } catch {
      data = null
    }
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' ? data.message : null
    if (response.status === 401 && token && !init.signIn) endRefusedSession(token)
    return { ok: response.ok, status: response.status, data: response.ok ? (data as T) : null, message }
  } catch {
    return { ok: false, status: 0, data: null, message: null }
  }
}

/**
 * The server answered 401 to a request that carried `tokenSent`: that session is over, so token
 * and e-mail go and every screen sees a signed-out shopper at once. Only when the stored token is
 * still the one refused: a sign-in made meanwhile (in another tab) is left alone.
 */
function endRefusedSession(tokenSent: string): void {
  try {
    if (localStorage.getItem(SESSION_TOKEN_KEY) !== tokenSent) return
    localStorage.removeItem(SESSION_TOKEN_KEY)
    localStorage.removeItem(SESSION_EMAIL_KEY)
    sessionStorage.setItem(SESSION_EXPIRED_KEY, '1')
  } catch {
    return
  }
  notifySessionChange()
}
