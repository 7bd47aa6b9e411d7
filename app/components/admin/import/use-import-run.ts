/**
 * An import's live state on its page: the run as last read (polled while the server applies or
 * undoes it), the notice of the last action, and applying or undoing it.
 */
import { useEffect, useState } from 'react'
import { IMPORT_POLL_MS } from '#domain/admin/catalogue-import.ts'
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'

/** The server is applying or undoing it, and has not stopped half-way. */
export const moving = (run: ImportRunView) => (run.status === 'applying' || run.status === 'undoing') && !run.stalled

/** While the server applies or undoes, ask it how far it got. */
function usePolledRun(loaded: ImportRunView) {
  const [run, setRun] = useState<ImportRunView>(loaded)
  useEffect(() => setRun(loaded), [loaded])
  const polling = moving(run)
  useEffect(() => {
    if (!polling) return
    let live = true
    const timer = setInterval(() => {
      void fetch(`/api/admin/catalogue/imports/${run.id}`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      })
        .then(async (response) => (response.ok ? ((await response.json()) as ImportRunView) : null))
        .then((next) => {
          if (live && next) setRun(next)
        })
        .catch(() => undefined)
    }, IMPORT_POLL_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [polling, run.id])
  return [run, setRun] as const
}

/** Resuming where an interrupted apply or undo stopped: its count goes on. */
const goesOn = (run: ImportRunView, action: 'apply' | 'undo') =>
  run.stalled && (action === 'apply' ? run.status === 'applying' : run.status === 'undoing')

export function useImportRun(loaded: ImportRunView) {
  const { staff } = useAdmin()
  const [run, setRun] = usePolledRun(loaded)
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmUndo, setConfirmUndo] = useState(false)
  // «Importación en curso» says nothing once it ended: the report takes its place.
  const finished = run.status === 'applied' || run.status === 'undone' || run.status === 'failed'
  useEffect(() => {
    if (finished) setNotice((n) => (n?.ok ? null : n))
  }, [finished])

  async function act(action: 'apply' | 'undo') {
    setBusy(true)
    const result = await adminApi(`/api/admin/catalogue/imports/${run.id}/${action}`, { method: 'POST', csrf: staff.csrf })
    setBusy(false)
    setConfirmUndo(false)
    setNotice({ text: result.message, ok: result.ok })
    if (result.ok)
      setRun((r) => ({
        ...r,
        status: action === 'apply' ? 'applying' : 'undoing',
        doneRows: goesOn(r, action) ? r.doneRows : 0,
        stalled: false,
      }))
  }

  return { run, notice, busy, finished, confirmUndo, setConfirmUndo, act }
}
