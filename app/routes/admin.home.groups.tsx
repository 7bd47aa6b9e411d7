/**
 * Portada → Grupos de productos: the settings of the home page's product carousels (spec
 * section 9): the promoted manufacturer and its carousel's title, and the EAN that joins a
 * product to 'MAS OFERTAS'; with a preview of which products each group picks, before saving.
 */
import { manufacturerWeekTitle } from '#domain/home-groups.ts'
import type { Route } from './+types/admin.home.groups'
import { AdminField, adminFields } from '../components/admin/admin-field.tsx'
import { Card, Notice, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { GroupsPreview } from '../components/admin/home/groups-preview.tsx'
import { UnsavedChangesGuard } from '../components/admin/home/unsaved-changes.tsx'
import { useHomeGroupsForm } from '../components/admin/home/use-home-groups-form.ts'
import { requireStaff } from '../lib/admin-session.ts'
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

export default function HomeGroups({ loaderData: { settings, preview } }: Route.ComponentProps) {
  const hydrated = useHydrated()
  const { values, setValues, errors, change, notice, busy, dirty, shownGroups, showPreview, save } = useHomeGroupsForm(settings)
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
        <GroupsPreview groups={shownGroups ?? preview} stale={dirty && !shownGroups} />
      </div>
    </>
  )
}
