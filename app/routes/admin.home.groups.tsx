/**
 * Portada → Grupos de productos: the settings of the home page's product carousels (spec
 * section 9): the promoted manufacturer and its carousel's title, and the EAN that joins a
 * product to 'MAS OFERTAS'; with a preview of which products each group picks, before saving.
 */
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { homeGroupsFormSchema, type HomeGroupsForm } from '#domain/admin/home-content-forms.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { manufacturerWeekTitle } from '#domain/home-groups.ts'
import type { Route } from './+types/admin.home.groups'
import { AdminField, adminFields } from '../components/admin/admin-field.tsx'
import { Card, Notice, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { UnsavedChangesGuard } from '../components/admin/home/unsaved-changes.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { requireStaff, useAdmin } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

export function meta() {
  return [{ title: 'Portada: grupos de productos · Panel TecnoHogar' }]
}

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context)
  const { homeContent } = context.services
  const { groups: settings } = await homeContent.content()
  return { settings, preview: await homeContent.previewGroups(settings) }
}

type Preview = Route.ComponentProps['loaderData']['preview']

function GroupsPreview({ groups, stale }: { groups: Preview; stale: boolean }) {
  return (
    <section aria-labelledby="groups-preview" className="space-y-4">
      <h2 id="groups-preview" className="text-lg font-bold">
        Qué productos muestra cada grupo {stale ? '(con lo guardado)' : ''}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {groups.map((g) => (
          <Card key={g.key}>
            <h3 className="font-bold">
              {g.title} <span className="font-normal text-gray-600">· {g.products.length} productos</span>
            </h3>
            {g.products.length === 0 ? (
              <p className="mt-2 text-sm text-gray-700">Ningún producto: la portada no muestra este carrusel.</p>
            ) : (
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
                {g.products.map((p) => (
                  <li key={p.sku}>
                    {p.name}{' '}
                    <span className="text-xs text-gray-600">
                      ({p.brand}, {p.sku})
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        ))}
      </div>
    </section>
  )
}

export default function HomeGroups({ loaderData: { settings, preview } }: Route.ComponentProps) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [values, setValues] = useState<HomeGroupsForm>(settings)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [shown, setShown] = useState<{ groups: Preview; of: HomeGroupsForm } | null>(null)
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const dirty = JSON.stringify(values) !== JSON.stringify(settings)

  function change(key: keyof HomeGroupsForm, value: string) {
    const next = { ...values, [key]: value }
    setValues(next)
    if (Object.keys(errors).length) {
      const parsed = homeGroupsFormSchema.safeParse(next)
      setErrors(parsed.success ? {} : fieldErrors(parsed.error))
    }
  }

  function checked(): HomeGroupsForm | null {
    const parsed = homeGroupsFormSchema.safeParse(values)
    if (parsed.success) return parsed.data
    const found = fieldErrors(parsed.error)
    setErrors(found)
    document.getElementById(`groups-${Object.keys(found)[0]}`)?.focus()
    return null
  }

  async function showPreview() {
    const data = checked()
    if (!data) return
    setBusy(true)
    const result = await adminApi(`/api/admin/home/groups/preview?${new URLSearchParams(data).toString()}`, { method: 'GET' })
    setBusy(false)
    if (result.ok && Array.isArray(result.data?.groups)) setShown({ groups: result.data.groups as Preview, of: data })
    else setNotice({ text: result.message, ok: false })
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = checked()
    if (!data) return
    setBusy(true)
    const result = await adminApi('/api/admin/home/groups', { method: 'PUT', body: data, csrf: staff.csrf })
    setBusy(false)
    setNotice({ text: result.message, ok: result.ok })
    if (result.ok) {
      setShown(null)
      await revalidator.revalidate()
    }
  }

  const previewMatches = shown !== null && JSON.stringify(shown.of) === JSON.stringify(values)
  const field = adminFields('groups', { values, errors, change })
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div className="space-y-8">
        <Card>
          <p className="max-w-3xl text-sm text-gray-700">
            La portada muestra cinco carruseles de productos: la semana de un fabricante (las marcas que contienen su nombre),
            OFERTAS CLIMATIZACION, OFERTAS TECNOLOGIA, OFERTAS PARA HOGAR y MAS OFERTAS (consolas, tablets, celulares y parlantes,
            más el producto cuyo nombre lleva el EAN indicado). Cada uno muestra hasta 12 productos.
          </p>
          <form
            noValidate
            onSubmit={(e) => void save(e)}
            aria-label="Grupos de productos"
            className="mt-4 grid gap-4 sm:grid-cols-3"
          >
            <AdminField {...field('manufacturer')} label="Fabricante de la semana" maxLength={40} autoComplete="off" />
            <AdminField
              {...field('title')}
              label="Título de su carrusel"
              maxLength={60}
              autoComplete="off"
              placeholder={manufacturerWeekTitle(values.manufacturer || 'marca')}
            />
            <AdminField
              {...field('moreOffersEan')}
              label="EAN que suma a MAS OFERTAS (opcional)"
              inputMode="numeric"
              maxLength={14}
              autoComplete="off"
            />
            <div className="flex flex-wrap gap-2 sm:col-span-3">
              <button type="submit" className={buttonPrimary} disabled={busy || !hydrated}>
                {busy ? 'Guardando…' : 'Guardar'}
              </button>
              <button type="button" className={buttonSecondary} disabled={busy || !hydrated} onClick={() => void showPreview()}>
                Vista previa
              </button>
              {dirty && (
                <button type="button" className={buttonSecondary} disabled={busy} onClick={() => setValues(settings)}>
                  Descartar cambios
                </button>
              )}
            </div>
          </form>
        </Card>
        <GroupsPreview groups={previewMatches ? shown.groups : preview} stale={dirty && !previewMatches} />
      </div>
    </>
  )
}
