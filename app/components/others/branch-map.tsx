import { MapPin } from '../icons.tsx'
import { Suspense, lazy, useEffect, useState } from 'react'
import type { BranchMapProps } from './pigeon-branch-map.tsx'

const PigeonBranchMap = lazy(() => import('./pigeon-branch-map.tsx'))

function Placeholder({ name }: { name: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 bg-gray-100 text-sm text-gray-600">
      <MapPin aria-hidden className="size-8 text-brand" />
      <span>Mapa de {name}</span>
    </div>
  )
}

/**
 * A 350 px box that holds the map once the page runs in the browser. The server (and the first
 * browser render, so hydration matches) draws a placeholder of the same size: nothing shifts.
 */
export function BranchMap(props: BranchMapProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return (
    <div
      role="region"
      aria-label={`Mapa: ${props.name}`}
      data-testid="branch-map"
      className="h-[350px] w-full overflow-hidden bg-gray-100"
    >
      {mounted ? (
        <Suspense fallback={<Placeholder name={props.name} />}>
          <PigeonBranchMap {...props} />
        </Suspense>
      ) : (
        <Placeholder name={props.name} />
      )}
    </div>
  )
}
