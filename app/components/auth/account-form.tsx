/**
 * What the shopper's account pages share (Iniciar sesión / Crear cuenta, ¿Olvidaste tu
 * contraseña?, Elegí una contraseña nueva): one card, the failure said above the button, and
 * the full-width submit button that says when it is busy.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'

export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto max-w-lg px-3 py-8">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">{children}</div>
    </main>
  )
}

/** Why the form was refused, read out at once; nothing when there is no failure. */
export function FormFailure({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className={`${className ? `${className} ` : ''}rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200`}
    >
      {message}
    </p>
  )
}

export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  children,
}: {
  busy: boolean
  busyLabel: string
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="w-full rounded-md bg-brand px-4 py-3 font-bold text-white hover:bg-brand-dark disabled:opacity-60"
    >
      {busy ? busyLabel : children}
    </button>
  )
}

/** The link under the card's form, to the page that comes before or after it. */
export function AccountFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={to} className="font-semibold text-brand underline">
        {children}
      </Link>
    </p>
  )
}
