/**
 * The back office's calls to /api/admin: JSON (or a FormData, for uploads) in, `{ message }` out, the session's CSRF token in
 * the `x-csrf-token` header of every write. The session itself is the httpOnly cookie, which the
 * browser sends; a 401 means it ended (signed out elsewhere, disabled, expired): back to sign-in.
 */
import { ADMIN_LOGIN_PATH } from '#domain/admin/admin-pages.ts'
import { CSRF_HEADER } from '#domain/admin/staff-roles.ts'
import { UNEXPECTED_ERROR_MESSAGE } from '#domain/messages.ts'

export interface AdminResult {
  ok: boolean
  status: number
  message: string
  /** the whole JSON answer, for the calls that answer more than a message (an upload's address) */
  data: Record<string, unknown> | null
}

export async function adminApi(path: string, init: { method: string; body?: unknown; csrf?: string }): Promise<AdminResult> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (init.csrf) headers[CSRF_HEADER] = init.csrf
  const form = init.body instanceof FormData
  if (init.body !== undefined && !form) headers['content-type'] = 'application/json'
  try {
    const response = await fetch(path, {
      method: init.method,
      headers,
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
    })
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null
    const message = typeof data?.message === 'string' ? data.message : UNEXPECTED_ERROR_MESSAGE
    if (response.status === 401 && !path.endsWith('/session')) {
      window.location.assign(`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`)
    }
    return { ok: response.ok, status: response.status, message, data }
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'No se pudo conectar con el servidor. Revise la conexión e intente nuevamente.',
      data: null,
    }
  }
}
