/**
 * The spec's dialogs (icon, title, text, 4 s timer with a progress bar) through SweetAlert2,
 * loaded only when a dialog is first shown so it never weighs on the first page load.
 */
export type DialogIcon = 'success' | 'error' | 'warning' | 'info' | 'question'

async function swal() {
  const module = await import('sweetalert2')
  return module.default
}

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
  const Swal = await swal()
  await Swal.fire({
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
  const Swal = await swal()
  void Swal.fire({ title, allowOutsideClick: false, allowEscapeKey: false, didOpen: () => Swal.showLoading() })
}

export async function closeDialogs(): Promise<void> {
  const Swal = await swal()
  Swal.close()
}

export async function confirmDialog(options: {
  title: string
  text?: string
  confirm: string
  cancel?: string
  icon?: DialogIcon
}): Promise<boolean> {
  const Swal = await swal()
  const result = await Swal.fire({
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
