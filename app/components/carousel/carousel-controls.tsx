import { ChevronLeft, ChevronRight, Pause, Play } from '../icons.tsx'
import type { Move } from './carousel-moves.ts'

export const ARROWS = [
  { label: 'Anterior', overlay: 'left-1', gutter: 'sm:left-0', icon: ChevronLeft, forward: false },
  { label: 'Siguiente', overlay: 'right-1', gutter: 'sm:right-0', icon: ChevronRight, forward: true },
] as const

export function ArrowButton({
  arrow: { label, overlay, gutter, icon: Icon, forward },
  inGutter,
  activate,
}: {
  arrow: (typeof ARROWS)[number]
  inGutter: boolean
  activate(move: Move): void
}) {
  return (
    <button
      type="button"
      onClick={() => activate(forward ? 'next' : 'previous')}
      aria-label={label}
      className={`rounded-full bg-white/90 text-gray-800 shadow ring-1 ring-black/10 hover:bg-white ${
        inGutter
          ? // Below the slides on phones; from 640 px in the gutter, level with the cards' middle
            // (the row of controls below them is 2rem high).
            `p-1 sm:absolute sm:top-[calc(50%-1rem)] sm:z-10 sm:-translate-y-1/2 ${gutter}`
          : `absolute top-1/2 z-10 -translate-y-1/2 p-1.5 ${overlay}`
      }`}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  )
}

export function PauseButton({ paused, onToggle }: { paused: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      data-autoplay-control
      aria-label={paused ? 'Reanudar carrusel' : 'Pausar carrusel'}
      className="rounded-full p-1 text-gray-600 hover:bg-gray-200"
    >
      {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
    </button>
  )
}

export function Dots({
  count,
  selected,
  desktopOnly,
  activate,
}: {
  count: number
  selected: number
  desktopOnly: boolean
  activate(move: Move): void
}) {
  return (
    <div className={`items-center gap-1 ${desktopOnly ? 'hidden min-[525px]:flex' : 'flex'}`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => activate(index)}
          aria-label={`Ir a la página ${index + 1}`}
          aria-current={index === selected ? 'true' : undefined}
          className="flex size-6 items-center justify-center"
        >
          <span className={`block h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-brand' : 'w-2 bg-gray-300'}`} />
        </button>
      ))}
    </div>
  )
}
