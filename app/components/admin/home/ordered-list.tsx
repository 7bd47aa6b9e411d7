/**
 * A list of Portada in the order the home page shows it: dragged with the mouse (or a finger's
 * long press where the browser allows), or moved with the Subir / Bajar buttons from the keyboard.
 * The new order is the page's until "Guardar orden"; after saving, "Deshacer" puts the previous
 * one back. The unsaved-changes warning covers an order not yet saved.
 */
import { ArrowDown, ArrowUp, GripVertical } from '../../icons.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { buttonPrimary, buttonSecondary } from '../admin-ui.tsx'
import { useOrderedList, type OrderedItem } from './use-ordered-list.ts'

export function OrderedList<T extends OrderedItem>({
  items,
  caption,
  render,
  onSave,
  onDirty,
}: {
  items: readonly T[]
  caption: string
  render: (item: T) => React.ReactNode
  /** saves an order; true when it was saved */
  onSave: (ids: number[]) => Promise<boolean>
  onDirty: (dirty: boolean) => void
}) {
  const hydrated = useHydrated()
  const list = useOrderedList(items, onSave, onDirty)
  const { order, dragging, dirty, previous, busy } = list

  return (
    <div>
      <ol aria-label={caption} className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        {order.map((item, index) => (
          <li
            key={item.id}
            data-id={item.id}
            draggable={hydrated}
            onDragStart={(event) => {
              list.setDragging(index)
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', String(item.id))
            }}
            onDragOver={(event) => list.dragOver(index, event)}
            onDrop={(event) => event.preventDefault()}
            onDragEnd={() => list.setDragging(null)}
            className={`flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap ${dragging === index ? 'bg-blue-50' : ''}`}
          >
            <GripVertical aria-hidden className="size-5 shrink-0 cursor-grab text-gray-500" />
            <span className="w-6 shrink-0 text-sm font-bold text-gray-700">{index + 1}</span>
            <div className="min-w-0 flex-1">{render(item)}</div>
            <MoveButtons
              label={item.label}
              hydrated={hydrated}
              first={index === 0}
              last={index === order.length - 1}
              onMove={(by) => list.move(index, index + by)}
            />
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {list.announcement}
      </p>
      {(dirty || previous) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {dirty && (
            <>
              <button type="button" className={buttonPrimary} disabled={busy} onClick={() => void list.saveOrder()}>
                {busy ? 'Guardando…' : 'Guardar orden'}
              </button>
              <button type="button" className={buttonSecondary} disabled={busy} onClick={list.discard}>
                Descartar el nuevo orden
              </button>
            </>
          )}
          {!dirty && previous && (
            <button type="button" className={buttonSecondary} disabled={busy} onClick={() => void list.undo()}>
              Deshacer el cambio de orden
            </button>
          )}
        </div>
      )}
    </div>
  )
}

/** Subir and Bajar: one place up or down, from the keyboard. */
function MoveButtons({
  label,
  hydrated,
  first,
  last,
  onMove,
}: {
  label: string
  hydrated: boolean
  first: boolean
  last: boolean
  onMove: (by: -1 | 1) => void
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <button type="button" className={buttonSecondary} disabled={!hydrated || first} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden className="size-4" />
        <span className="sr-only">Subir {label}</span>
      </button>
      <button type="button" className={buttonSecondary} disabled={!hydrated || last} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden className="size-4" />
        <span className="sr-only">Bajar {label}</span>
      </button>
    </div>
  )
}
