/**
 * A banner's form: name, link, visible or not, the two images, and a preview of the slide at
 * both widths as the home page will show it (mobile under 830 px). Checked with the schema the
 * server declares; errors sit under their field and nothing typed is lost on a refusal.
 */
import { useState } from 'react'
import { bannerFormSchema, type BannerForm } from '#domain/admin/home-content-forms.ts'
import { bannerHref } from '#domain/banner-target.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { AdminField, adminFields } from '../admin-field.tsx'
import { Card, buttonPrimary, buttonSecondary } from '../admin-ui.tsx'
import { ImageField } from './image-field.tsx'

export const EMPTY_BANNER: BannerForm = { name: '', link: '', desktopPath: '', mobilePath: '', enabled: true }

export function sameBanner(a: BannerForm, b: BannerForm): boolean {
  return (Object.keys(EMPTY_BANNER) as (keyof BannerForm)[]).every((k) => a[k] === b[k])
}

function Preview({ values }: { values: BannerForm }) {
  const target = values.link ? bannerHref(values.link) : null
  return (
    <section aria-labelledby="banner-preview" className="space-y-3">
      <h3 id="banner-preview" className="text-sm font-bold text-gray-800">
        Vista previa
      </h3>
      <div className="grid gap-4 lg:grid-cols-[3fr_1fr]">
        <figure>
          <div className="aspect-[1920/500] w-full overflow-hidden rounded bg-gray-100 ring-1 ring-gray-200">
            {values.desktopPath && <img src={values.desktopPath} alt="" className="size-full object-cover" />}
          </div>
          <figcaption className="mt-1 text-xs text-gray-600">Computadoras (830 px o más)</figcaption>
        </figure>
        <figure className="max-w-48">
          <div className="aspect-square w-full overflow-hidden rounded bg-gray-100 ring-1 ring-gray-200">
            {values.mobilePath && <img src={values.mobilePath} alt="" className="size-full object-cover" />}
          </div>
          <figcaption className="mt-1 text-xs text-gray-600">Celulares (menos de 830 px)</figcaption>
        </figure>
      </div>
      <p className="text-xs text-gray-700">
        {target === null
          ? 'Sin enlace: el banner lleva a la portada.'
          : target.external
            ? `Al tocarlo se abre ${target.href} (fuera de la tienda).`
            : `Al tocarlo se abre ${target.href} en la tienda.`}
      </p>
    </section>
  )
}

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
  const [values, setValues] = useState<BannerForm>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)

  function change<K extends keyof BannerForm>(key: K, value: BannerForm[K]) {
    const next = { ...values, [key]: value }
    setValues(next)
    onChange(next)
    if (tried) {
      const parsed = bannerFormSchema.safeParse(next)
      setErrors(parsed.success ? {} : fieldErrors(parsed.error))
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTried(true)
    const parsed = bannerFormSchema.safeParse(values)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      const first = Object.keys(found)[0]
      if (first) document.getElementById(`banner-${first}`)?.focus()
      return
    }
    setBusy(true)
    const refused = await onSave(parsed.data)
    setBusy(false)
    if (refused) setErrors(refused)
  }

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
          <ImageField
            id="banner-desktopPath"
            label="Imagen para computadoras"
            hint="1920 × 500 px"
            value={values.desktopPath}
            error={errors.desktopPath}
            onValue={(path) => change('desktopPath', path)}
          />
          <ImageField
            id="banner-mobilePath"
            label="Imagen para celulares"
            hint="800 × 800 px"
            value={values.mobilePath}
            error={errors.mobilePath}
            onValue={(path) => change('mobilePath', path)}
          />
        </div>
        <Preview values={values} />
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
