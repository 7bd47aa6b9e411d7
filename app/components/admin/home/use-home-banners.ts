/**
 * Portada → Banners' editing: the banner being added or edited (and whether it has unsaved
 * changes), the one being deleted, the saves of a banner and of the order, and the notice of
 * the last one; a save reloads the page's list.
 */
import { useCallback, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { BannerForm } from '#domain/admin/home-content-forms.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'

export function useHomeBanners<Banner extends { id: number }>() {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const [editing, setEditing] = useState<{ id: number | null; initial: BannerForm } | null>(null)
  const [editorDirty, setEditorDirty] = useState(false)
  const [orderDirty, setOrderDirty] = useState(false)
  const [deleting, setDeleting] = useState<Banner | null>(null)
  const [busy, setBusy] = useState(false)
  const onOrderDirty = useCallback((dirty: boolean) => setOrderDirty(dirty), [])

  const say = (text: string, ok: boolean) => {
    setNotice({ text, ok })
    if (ok) void revalidator.revalidate()
  }

  async function saveOrder(ids: number[]): Promise<boolean> {
    const result = await adminApi('/api/admin/home/banners/order', { method: 'PUT', body: { ids }, csrf: staff.csrf })
    say(result.message, result.ok)
    return result.ok
  }

  async function saveBanner(form: BannerForm): Promise<Record<string, string> | null> {
    const id = editing?.id ?? null
    const result = await adminApi(id === null ? '/api/admin/home/banners' : `/api/admin/home/banners/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: form,
      csrf: staff.csrf,
    })
    say(result.message, result.ok)
    if (!result.ok) return {}
    setEditing(null)
    setEditorDirty(false)
    return null
  }

  async function remove(banner: Banner) {
    setBusy(true)
    const result = await adminApi(`/api/admin/home/banners/${banner.id}`, { method: 'DELETE', csrf: staff.csrf })
    setBusy(false)
    setDeleting(null)
    if (editing?.id === banner.id) setEditing(null)
    say(result.message, result.ok)
  }

  function closeEditor() {
    setEditing(null)
    setEditorDirty(false)
  }

  const dirty = editorDirty || orderDirty
  return {
    notice,
    editing,
    setEditing,
    setEditorDirty,
    closeEditor,
    dirty,
    onOrderDirty,
    deleting,
    setDeleting,
    busy,
    saveOrder,
    saveBanner,
    remove,
  }
}
