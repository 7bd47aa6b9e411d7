/**
 * The store's dialogs (icon, title, text, 4 s timer with a progress bar) through SweetAlert2.
 * These are the doors; the dialogs and the library are in sweet-dialogs.ts, loaded when a dialog
 * is first shown, so neither weighs on a page's first load.
 */
import type * as SweetDialogs from './sweet-dialogs.ts'

export type { DialogIcon } from './sweet-dialogs.ts'

type Dialogs = typeof SweetDialogs
const dialogs = (): Promise<Dialogs> => import('./sweet-dialogs.ts')

export async function showAlert(options: Parameters<Dialogs['showAlert']>[0]): Promise<void> {
  return (await dialogs()).showAlert(options)
}

export async function showLoading(title: string): Promise<void> {
  return (await dialogs()).showLoading(title)
}

export async function closeDialogs(): Promise<void> {
  return (await dialogs()).closeDialogs()
}

export async function confirmDialog(options: Parameters<Dialogs['confirmDialog']>[0]): Promise<boolean> {
  return (await dialogs()).confirmDialog(options)
}
