/**
 * One carousel's editing on Portada: the item being added or edited (its name and image as typed,
 * checked before sending), the one being deleted, and the saves of an item and of the order. Any
 * unsaved edit or order is reported through `onDirty`, so the page warns before leaving.
 */
import { useCallback, useEffect, useState } from 'react'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { CAROUSEL_KINDS, type CarouselItem, type CarouselKind } from './carousel-kinds.ts'

/** The item being added (id 0) or edited, with its name and image as typed and their errors. */
function useCarouselDraft(kind: CarouselKind) {
  const k = CAROUSEL_KINDS[kind]
  const [editing, setEditing] = useState<CarouselItem | null>(null)
  const [name, setName] = useState('')
  const [imagePath, setImagePath] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  function edit(item: CarouselItem) {
    setEditing(item)
    setName(item.name)
    setImagePath(item.imagePath)
    setErrors({})
  }

  function changeName(value: string) {
    setName(value)
    if (errors.name) setErrors(k.check(value, imagePath) ?? {})
  }

  function changeImage(path: string) {
    setImagePath(path)
    setErrors((e) => ({ ...e, imagePath: '' }))
  }

  return { editing, setEditing, name, imagePath, errors, setErrors, edit, changeName, changeImage }
}

export function useCarouselEditor(
  kind: CarouselKind,
  onNotice: (text: string, ok: boolean) => void,
  onDirty: (kind: string, dirty: boolean) => void,
) {
  const k = CAROUSEL_KINDS[kind]
  const { staff } = useAdmin()
  const { editing, setEditing, name, imagePath, errors, setErrors, edit, changeName, changeImage } = useCarouselDraft(kind)
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<CarouselItem | null>(null)
  const [orderDirty, setOrderDirty] = useState(false)
  const editorDirty = editing !== null && (name !== editing.name || imagePath !== editing.imagePath)
  const onOrderDirty = useCallback((dirty: boolean) => setOrderDirty(dirty), [])
  useEffect(() => onDirty(kind, editorDirty || orderDirty), [kind, editorDirty, orderDirty, onDirty])

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!editing) return
    const found = k.check(name, imagePath)
    if (found) {
      setErrors(found)
      document.getElementById(`${kind}-${Object.keys(found)[0] === 'imagePath' ? 'imagePath' : 'name'}`)?.focus()
      return
    }
    setBusy(true)
    const result = await adminApi(editing.id === 0 ? `/api/admin/home/${kind}` : `/api/admin/home/${kind}/${editing.id}`, {
      method: editing.id === 0 ? 'POST' : 'PUT',
      body: k.body(name, imagePath),
      csrf: staff.csrf,
    })
    setBusy(false)
    onNotice(result.message, result.ok)
    if (result.ok) setEditing(null)
  }

  async function saveOrder(ids: number[]): Promise<boolean> {
    const result = await adminApi(`/api/admin/home/${kind}/order`, { method: 'PUT', body: { ids }, csrf: staff.csrf })
    onNotice(result.message, result.ok)
    return result.ok
  }

  async function remove(item: CarouselItem) {
    setBusy(true)
    const result = await adminApi(`/api/admin/home/${kind}/${item.id}`, { method: 'DELETE', csrf: staff.csrf })
    setBusy(false)
    setDeleting(null)
    if (editing?.id === item.id) setEditing(null)
    onNotice(result.message, result.ok)
  }

  const cancel = () => setEditing(null)
  return {
    editing,
    name,
    imagePath,
    errors,
    busy,
    deleting,
    edit,
    changeName,
    changeImage,
    save,
    cancel,
    saveOrder,
    onOrderDirty,
    setDeleting,
    remove,
  }
}
