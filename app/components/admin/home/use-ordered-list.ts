/**
 * An ordered list's order on Portada: the order as moved (dragged or Subir / Bajar, each move
 * announced), whether it differs from the saved one, and saving it with the previous order kept
 * for "Deshacer". The loader's list after a save or another change starts it again.
 */
import { useEffect, useState } from 'react'

export interface OrderedItem {
  id: number
  /** what the Subir / Bajar buttons and the announcements call it */
  label: string
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved!)
  return next
}

export function useOrderedList<T extends OrderedItem>(
  items: readonly T[],
  onSave: (ids: number[]) => Promise<boolean>,
  onDirty: (dirty: boolean) => void,
) {
  const [order, setOrder] = useState<T[]>([...items])
  const [dragging, setDragging] = useState<number | null>(null)
  const [previous, setPrevious] = useState<number[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const saved = items.map((i) => i.id).join()
  const dirty = order.map((i) => i.id).join() !== saved

  useEffect(() => setOrder([...items]), [items])
  useEffect(() => onDirty(dirty), [dirty, onDirty])

  function move(from: number, to: number) {
    const next = moveItem(order, from, to)
    setOrder(next)
    const item = order[from]
    if (item && to >= 0 && to < order.length) setAnnouncement(`${item.label}: posición ${to + 1} de ${order.length}`)
  }

  /** While dragging, the dragged item takes the place of the one under the pointer. */
  function dragOver(index: number, event: React.DragEvent) {
    if (dragging === null) return
    event.preventDefault()
    if (dragging !== index) {
      setOrder((current) => moveItem(current, dragging, index))
      setDragging(index)
    }
  }

  async function save(ids: number[], undo: number[] | null) {
    setBusy(true)
    const ok = await onSave(ids)
    setBusy(false)
    if (ok) setPrevious(undo)
  }

  const saveOrder = () =>
    save(
      order.map((i) => i.id),
      items.map((i) => i.id),
    )
  const undo = () => (previous ? save(previous, null) : Promise.resolve())
  const discard = () => setOrder([...items])

  return { order, dragging, setDragging, dragOver, move, announcement, dirty, previous, busy, saveOrder, undo, discard }
}
