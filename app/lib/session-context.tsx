/**
 * The signed-in customer: token and e-mail in localStorage, the user's data
 * fetched by e-mail and fetched again when the e-mail changes, logout with confirmation. A
 * session the server refuses is cleared by the API client (api-client.ts); this provider then
 * sees a signed-out shopper like everyone else, with `expired` set.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { UserData } from '#domain/user.ts'
import { confirmDialog } from './dialogs.ts'
import { clearSession, storeSession, useStoredSession } from './session.ts'

// Only a signed-in shopper's data needs the API client: loaded then, the request and the client stay
// out of the script every visitor's first page loads.
const loadUserData = () => import('./user-data-request.ts')

interface SessionValue {
  token: string | null
  email: string | null
  loggedIn: boolean
  /** signed out because the server refused the token (expired, or ended by a password change) */
  expired: boolean
  /** false until the browser has read localStorage (the server render knows no session) */
  ready: boolean
  user: UserData | null
  /** a signed-in shopper's data are on their way: forms filled from them wait (the checkout) */
  userLoading: boolean
  signIn(token: string, email: string): void
  signOut(options?: { confirm?: boolean }): Promise<void>
  refreshUser(): Promise<void>
}

const SessionContext = createContext<SessionValue | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const stored = useStoredSession()
  const navigate = useNavigate()
  const [user, setUser] = useState<UserData | null>(null)
  // The e-mail whose data request has settled, answered or not: until then a signed-in shopper's
  // data are loading. A failed request ends the wait too, leaving the form to fill by hand.
  const [settledFor, setSettledFor] = useState<string | null>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  const loadUser = useCallback(
    async (isCurrent: () => boolean) => {
      if (!stored.loggedIn || !stored.email) {
        setUser(null)
        // signed out: the next sign-in, to this account too, waits for its data again
        setSettledFor(null)
        return
      }
      const email = stored.email
      const data = await loadUserData()
        .then(({ requestUserData }) => requestUserData(email))
        .catch(() => null)
      // A sign-out or another account while this was under way: the answer is stale.
      if (!isCurrent()) return
      if (data) setUser(data)
      setSettledFor(email)
    },
    [stored.loggedIn, stored.email],
  )

  useEffect(() => {
    let current = true
    void loadUser(() => current)
    return () => {
      current = false
    }
  }, [loadUser])

  const refreshUser = useCallback(() => loadUser(() => true), [loadUser])

  const value = useMemo<SessionValue>(
    () => ({
      ...stored,
      ready,
      user,
      userLoading: stored.loggedIn && !!stored.email && settledFor !== stored.email,
      signIn(token, email) {
        storeSession(token, email)
      },
      async signOut(options = { confirm: true }) {
        if (options.confirm !== false) {
          const sure = await confirmDialog({ title: '¿Cerrar sesión?', confirm: 'Sí, cerrar sesión', icon: 'question' })
          if (!sure) return
        }
        clearSession()
        setUser(null)
        navigate('/login')
      },
      refreshUser,
    }),
    [stored, ready, user, settledFor, navigate, refreshUser],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession outside SessionProvider')
  return value
}
