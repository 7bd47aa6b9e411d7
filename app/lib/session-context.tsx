/**
 * The signed-in customer: token and e-mail in localStorage (spec section 3), the user's data
 * fetched by e-mail and fetched again when the e-mail changes, logout with confirmation.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { UserData } from '#domain/user.ts'
import { api } from './api-client.ts'
import { confirmDialog } from './dialogs.ts'
import { notifySessionChange, SESSION_EMAIL_KEY, SESSION_TOKEN_KEY, useStoredSession } from './session.ts'

interface SessionValue {
  token: string | null
  email: string | null
  loggedIn: boolean
  /** false until the browser has read localStorage (the server render knows no session) */
  ready: boolean
  user: UserData | null
  signIn(token: string, email: string): void
  signOut(options?: { confirm?: boolean }): Promise<void>
  refreshUser(): Promise<void>
}

const SessionContext = createContext<SessionValue | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const stored = useStoredSession()
  const navigate = useNavigate()
  const [user, setUser] = useState<UserData | null>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  const refreshUser = useCallback(async () => {
    if (!stored.loggedIn || !stored.email) {
      setUser(null)
      return
    }
    const result = await api<UserData>(`/api/page/getUserData?email=${encodeURIComponent(stored.email)}`)
    if (result.ok && result.data) setUser(result.data)
    // Spec section 8: a failure here is logged only.
    else console.warn('No se pudieron obtener los datos del usuario', result.status)
  }, [stored.loggedIn, stored.email])

  useEffect(() => {
    void refreshUser()
  }, [refreshUser])

  const value = useMemo<SessionValue>(
    () => ({
      ...stored,
      ready,
      user,
      signIn(token, email) {
        localStorage.setItem(SESSION_TOKEN_KEY, token)
        localStorage.setItem(SESSION_EMAIL_KEY, email)
        notifySessionChange()
      },
      async signOut(options = { confirm: true }) {
        if (options.confirm !== false) {
          const sure = await confirmDialog({ title: '¿Cerrar sesión?', confirm: 'Sí, cerrar sesión', icon: 'question' })
          if (!sure) return
        }
        localStorage.removeItem(SESSION_TOKEN_KEY)
        localStorage.removeItem(SESSION_EMAIL_KEY)
        notifySessionChange()
        setUser(null)
        navigate('/login')
      },
      refreshUser,
    }),
    [stored, ready, user, navigate, refreshUser],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession outside SessionProvider')
  return value
}
