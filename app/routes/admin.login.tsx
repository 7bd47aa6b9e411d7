/**
 * Staff sign-in (/admin/login): the only back-office page open without a session. While the store
 * has no staff account it offers «Crear el primer administrador» instead (first-admin-form.tsx).
 */
import { useState } from 'react'
import { redirect, useSearchParams } from 'react-router'
import { staffLoginSchema } from '#domain/admin/admin-forms.ts'
import { safeNext } from '#domain/admin/admin-pages.ts'
import type { Route } from './+types/admin.login'
import { AdminField, AdminSubmitButton, adminFields } from '../components/admin/admin-field.tsx'
import { FirstAdminForm } from '../components/admin/first-admin-form.tsx'
import { buttonPrimary, Notice } from '../components/admin/admin-ui.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { useCheckedForm } from '../lib/use-checked-form.ts'

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.firstAdmin ? 'Crear el primer administrador' : 'Ingreso del personal'} · Panel TecnoHogar` }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Already signed in: straight to where they were going.
  if (context.staff) throw redirect(safeNext(new URL(request.url).searchParams.get('next')))
  return { firstAdmin: await context.services.adminStaff.firstAdmin.open() }
}

const FIELDS = ['email', 'password'] as const

export default function StaffLoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="admin-contenido" className="flex min-h-screen items-center justify-center bg-brand-dark px-4 py-10">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-xl">
        <p className="text-sm font-semibold text-brand">TecnoHogar · Panel</p>
        {loaderData.firstAdmin ? <FirstAdminForm /> : <StaffLogin />}
      </div>
    </main>
  )
}

function StaffLogin() {
  const [params] = useSearchParams()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useCheckedForm({
    id: 'staff-login',
    empty: { email: '', password: '' },
    fields: FIELDS,
    check: (values) => staffLoginSchema.safeParse(values),
  })

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const data = form.checked(event)
    if (!data) return
    setFailure(null)
    const result = await form.sending(adminApi('/api/admin/session', { method: 'POST', body: data }))
    if (result.ok) window.location.assign(safeNext(params.get('next')))
    else setFailure(result.message)
  }

  const field = adminFields('staff-login', form)
  return (
    <>
      <h1 className="mt-1 text-2xl font-extrabold">Ingreso del personal</h1>
      <p className="mt-1 text-sm text-gray-600">Use la cuenta que le dio la administración de la tienda.</p>
      <form ref={form.formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
        {failure && <Notice kind="error">{failure}</Notice>}
        <AdminField {...field('email')} label="Correo" type="email" autoComplete="username" />
        <AdminField {...field('password')} label="Contraseña" type="password" autoComplete="current-password" />
        <AdminSubmitButton form={form} className={`${buttonPrimary} w-full`} label="Ingresar" busyLabel="Ingresando…" />
      </form>
    </>
  )
}
