import type { UserData } from '#domain/user.ts'
import { api } from './api-client.ts'

/**
 * The signed-in shopper's data, asked by e-mail; null when it did not come. A failure is logged
 * only: a 401 has already ended the session (api-client.ts).
 */
export async function requestUserData(email: string): Promise<UserData | null> {
  const result = await api<UserData>(`/api/page/getUserData?email=${encodeURIComponent(email)}`)
  if (result.ok && result.data) return result.data
  if (result.status !== 401) console.warn('No se pudieron obtener los datos del usuario', result.status)
  return null
}
