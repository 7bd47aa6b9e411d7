import type { AccessMode } from './use-access.ts'

export const ACCESS_TITLES: Record<AccessMode, string> = { login: 'Iniciar sesión', register: 'Crear cuenta' }

/** The two tabs over the one panel (`access-panel`) that shows the chosen tab's form. */
export function AccessTabs({ mode, onChoose }: { mode: AccessMode; onChoose(mode: AccessMode): void }) {
  return (
    <div role="tablist" aria-label="Acceso" className="mb-6 grid grid-cols-2 rounded-lg bg-gray-100 p-1">
      {(['login', 'register'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          id={`access-tab-${m}`}
          aria-selected={mode === m}
          aria-controls="access-panel"
          onClick={() => onChoose(m)}
          className={`rounded-md py-2 text-sm font-bold ${mode === m ? 'bg-white text-brand shadow' : 'text-gray-600'}`}
        >
          {ACCESS_TITLES[m]}
        </button>
      ))}
    </div>
  )
}
