/** Portada → Carruseles: the category carousel and the brand carousel of the home page. */
import { useCallback, useMemo, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { Route } from './+types/admin.home.carousels'
import { Notice } from '../components/admin/admin-ui.tsx'
import { CarouselSection } from '../components/admin/home/carousel-section.tsx'
import { UnsavedChangesGuard } from '../components/admin/home/unsaved-changes.tsx'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Portada: carruseles · Panel TecnoHogar' }]
}

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context)
  const { categories, brands } = await context.services.homeContent.content()
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.category, imagePath: c.imagePath })),
    brands: brands.map((b) => ({ id: b.id, name: b.brand, imagePath: b.imagePath })),
  }
}

export default function HomeCarousels({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const [dirty, setDirty] = useState<Record<string, boolean>>({})
  const onDirty = useCallback(
    (kind: string, value: boolean) => setDirty((d) => (d[kind] === value ? d : { ...d, [kind]: value })),
    [],
  )
  const categories = useMemo(() => loaderData.categories, [loaderData.categories])
  const brands = useMemo(() => loaderData.brands, [loaderData.brands])
  const say = useCallback(
    (text: string, ok: boolean) => {
      setNotice({ text, ok })
      if (ok) void revalidator.revalidate()
    },
    [revalidator],
  )
  return (
    <>
      <UnsavedChangesGuard dirty={Object.values(dirty).some(Boolean)} />
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div className="space-y-10">
        <CarouselSection kind="categories" items={categories} onNotice={say} onDirty={onDirty} />
        <CarouselSection kind="brands" items={brands} onNotice={say} onDirty={onDirty} />
      </div>
    </>
  )
}
