/**
 * A banner's form: name, link, visible or not, the two images, and a preview of the slide at
 * both widths as the home page will show it (mobile under 830 px). Checked with the schema the
 * server declares; errors sit under their field and nothing typed is lost on a refusal.
 */
import type { BannerForm } from '#domain/admin/home-content-forms.ts'
import { AdminField, adminFields } from '../admin-field.tsx'
import { Card, buttonPrimary, buttonSecondary } from '../admin-ui.tsx'
import { BannerPreview } from './banner-preview.tsx'
import { ImageField } from './image-field.tsx'
import { useBannerForm } from './use-banner-form.ts'

export const EMPTY_BANNER: BannerForm = { name: '', link: '', desktopPath: '', mobilePath: '', enabled: true }

export function sameBanner(a: BannerForm, b: BannerForm): boolean {
  return (Object.keys(EMPTY_BANNER) as (keyof BannerForm)[]).every((k) => a[k] === b[k])
}

/** The two images: the desktop one, and the square one for phones. */
const IMAGES = [
  { key: 'desktopPath', label: 'Imagen para computadoras', hint: '1920 × 500 px' },
  { key: 'mobilePath', label: 'Imagen para celulares', hint: '800 × 800 px' },
] as const

export function BannerEditor({
  initial,
  title,
  onSave,
  onCancel,
  onChange,
}: {
  initial: BannerForm
  title: string
  /** sends the form; answers the server's field errors or null when saved */
  onSave: (form: BannerForm) => Promise<Record<string, string> | null>
  onCancel: () => void
  onChange: (values: BannerForm) => void
}) {
  const { values, errors, busy, change, submit } = useBannerForm(initial, onChange, onSave)
  const field = adminFields<'name' | 'link'>('banner', { values, errors, change })
  return (
    <Card>
      <h2 className="text-lg font-bold">{title}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4" aria-label={title}>
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminField {...field('name')} label="Nombre" maxLength={80} autoComplete="off" />
          <AdminField
            {...field('link')}
            label="Enlace (https://… o una ruta como /search?brand=bgh)"
            maxLength={500}
            autoComplete="off"
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold text-gray-800">
          <input
            type="checkbox"
            checked={values.enabled}
            onChange={(e) => change('enabled', e.target.checked)}
            className="size-4 accent-brand"
          />
          Visible en la portada
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          {IMAGES.map((image) => (
            <ImageField
              key={image.key}
              id={`banner-${image.key}`}
              label={image.label}
              hint={image.hint}
              value={values[image.key]}
              error={errors[image.key]}
              onValue={(path) => change(image.key, path)}
            />
          ))}
        </div>
        <BannerPreview values={values} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {busy ? 'Guardando…' : 'Guardar banner'}
          </button>
          <button type="button" className={buttonSecondary} disabled={busy} onClick={onCancel}>
            Cancelar
          </button>
        </div>
      </form>
    </Card>
  )
}
