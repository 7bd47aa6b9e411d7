/**
 * The dialogs themselves, on SweetAlert2 (dialogs.ts loads this module, and with it the library,
 * when a dialog is first shown).
 */
import Swal from 'sweetalert2'

/**
 * Every dialog of the store: SweetAlert2's defaults speak English to a screen reader (the close
 * control is 'Close this dialog'), so each string it announces is given here in Spanish.
 */
const Dialog = Swal.mixin({ closeButtonAriaLabel: 'Cerrar este diálogo' })

export type DialogIcon = 'success' | 'error' | 'warning' | 'info' | 'question'

/**
 * A modal <dialog> sits in the browser's top layer, above any z-index: an alert shown while one
 * is open must be put inside it, or it would appear behind the dialog, unreachable.
 */
function topDialog(): HTMLElement | undefined {
  const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]')
  return open.length ? open[open.length - 1] : undefined
}

export const ALERT_TIMER_MS = 4000

export async function showAlert(options: {
  icon: DialogIcon
  title?: string
  text: string
  timer?: number | null
}): Promise<void> {
  await Dialog.fire({
    target: topDialog() ?? 'body',
    icon: options.icon,
    title: options.title,
    text: options.text,
    timer: options.timer === null ? undefined : (options.timer ?? ALERT_TIMER_MS),
    timerProgressBar: options.timer !== null,
    confirmButtonColor: '#0b4f9c',
    confirmButtonText: 'Aceptar',
    confirmButtonAriaLabel: 'Aceptar',
  })
}

export async function showLoading(title: string): Promise<void> {
  void Dialog.fire({ title, allowOutsideClick: false, allowEscapeKey: false, didOpen: () => Swal.showLoading() })
}

export async function closeDialogs(): Promise<void> {
  Swal.close()
}

export async function confirmDialog(options: {
  title: string
  text?: string
  confirm: string
  cancel?: string
  icon?: DialogIcon
}): Promise<boolean> {
  const result = await Dialog.fire({
    target: topDialog() ?? 'body',
    icon: options.icon ?? 'question',
    title: options.title,
    text: options.text,
    showCancelButton: true,
    confirmButtonText: options.confirm,
    confirmButtonAriaLabel: options.confirm,
    cancelButtonText: options.cancel ?? 'Cancelar',
    cancelButtonAriaLabel: options.cancel ?? 'Cancelar',
    confirmButtonColor: '#0b4f9c',
  })
  return result.isConfirmed
}
