/** The back office's shell: every page under /admin but the sign-in renders inside it. */
import { Outlet, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/admin'
import { AdminShell } from '../components/admin/admin-shell.tsx'
import { requireStaff, useAdmin, type AdminShellData } from '../lib/admin-session.ts'

export async function loader({ context }: Route.LoaderArgs): Promise<AdminShellData> {
  const staff = requireStaff(context)
  return {
    staff: { email: staff.email, role: staff.role, csrf: staff.csrfToken },
    unseenEnquiries: await context.services.adminContacts.unseenEnquiries(),
    pendingResellers: await context.services.wholesale.pendingCount(),
  }
}

export default function AdminLayout() {
  const data = useAdmin()
  return (
    <AdminShell data={data}>
      <Outlet />
    </AdminShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>Panel · TecnoHogar</title>
      <h1 className="text-2xl font-bold">{notFound ? 'No se encontró lo que busca' : 'No pudimos mostrar esta página'}</h1>
      <p className="mt-3 text-gray-600">
        {notFound ? 'La dirección no es válida o el dato ya no existe.' : 'Intente nuevamente en unos minutos.'}
      </p>
      <a className="mt-6 inline-block rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark" href="/admin">
        Volver al panel
      </a>
    </main>
  )
}
