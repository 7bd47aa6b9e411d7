import { ShieldAlert } from 'lucide-react'
import { useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { useSession } from '../lib/session-context.tsx'

/** 'Acceso denegado', then /login after 3 seconds. */
const ACCESS_DENIED_REDIRECT_MS = 3000

function AccessDenied() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), ACCESS_DENIED_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate])
  return (
    <main className="mx-auto max-w-lg px-3 py-16 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-14 text-red-600" />
      <h1 className="mt-3 text-2xl font-extrabold">Acceso denegado</h1>
      <p className="mt-2 text-gray-700">Debes iniciar sesión para acceder a esta página.</p>
    </main>
  )
}

export default function MyAccountLayout() {
  const session = useSession()
  if (!session.ready) {
    return (
      <main className="mx-auto max-w-5xl px-3 py-16 text-center" aria-busy="true">
        <span className="inline-block size-10 animate-spin rounded-full border-4 border-brand border-t-transparent" />
        <span className="sr-only">Cargando…</span>
      </main>
    )
  }
  if (!session.loggedIn) return <AccessDenied />
  return <Outlet />
}
