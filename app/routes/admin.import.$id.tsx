/**
 * One import: its preview (how many rows will be added, updated, left unchanged and rejected,
 * each rejected row's reason, and the changed fields of a sample), then «Aplicar importación»
 * with a progress bar the page keeps asking the server about, the report, and «Deshacer».
 */
import { Undo2, Upload } from '../components/icons.tsx'
import { useEffect, useState } from 'react'
import { Link, data } from 'react-router'
import { IMPORT_POLL_MS, IMPORT_STATUS_LABELS, IMPORT_MESSAGES, progressPercent } from '#domain/admin/catalogue-import.ts'
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import type { Route } from './+types/admin.import.$id'
import { Card, Notice, PageHeading, Table, buttonPrimary, buttonSecondary, cell } from '../components/admin/admin-ui.tsx'
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff, useAdmin } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

export function meta({ data: run }: Route.MetaArgs) {
  return [{ title: run ? `Importación N° ${run.id} · Panel TecnoHogar` : 'Importación · Panel TecnoHogar' }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0
  const run = id ? await context.services.catalogueImports.run(id).catch(() => null) : null
  if (!run) throw data(null, { status: 404 })
  return run
}

const count = (n: number) => n.toLocaleString('es-AR')
const moving = (run: ImportRunView) => (run.status === 'applying' || run.status === 'undoing') && !run.stalled

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vacío)'
  if (Array.isArray(value)) return value.length ? value.join(' | ') : '(ninguna)'
  const text = String(value)
  return text.length > 120 ? `${text.slice(0, 120)}…` : text
}

function Figures({ run }: { run: ImportRunView }) {
  const preview = run.status === 'preview'
  const items: [string, number, string][] = [
    [preview ? 'Se agregarán' : 'Agregados', run.added, 'text-green-800'],
    [preview ? 'Se actualizarán' : 'Actualizados', run.updated, 'text-blue-800'],
    ['Sin cambios', run.unchanged, 'text-gray-800'],
    ['Rechazadas', run.rejectedCount, 'text-red-800'],
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-figures">
      {items.map(([label, value, color]) => (
        <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
          <dd className={`mt-1 text-2xl font-extrabold ${color}`}>{count(value)}</dd>
        </div>
      ))}
    </dl>
  )
}

function Progress({ run }: { run: ImportRunView }) {
  const undoing = run.status === 'undoing'
  const total = undoing ? run.added + run.updated : run.totalRows
  const percent = progressPercent(run.doneRows, total)
  return (
    <Card>
      <p id="import-progress-label" className="text-sm font-semibold text-gray-900">
        {undoing ? 'Deshaciendo' : 'Aplicando'}: {count(Math.min(run.doneRows, total))} de {count(total)} filas ({percent} %)
      </p>
      <progress
        aria-labelledby="import-progress-label"
        max={100}
        value={percent}
        className="mt-2 h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand"
      />
      <p className="mt-2 text-xs text-gray-600">
        La tienda sigue atendiendo mientras tanto. Puede cerrar esta página: el trabajo sigue en el servidor.
      </p>
    </Card>
  )
}

export default function ImportRun({ loaderData }: Route.ComponentProps) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [run, setRun] = useState<ImportRunView>(loaderData)
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmUndo, setConfirmUndo] = useState(false)
  useEffect(() => setRun(loaderData), [loaderData])
  // «Importación en curso» says nothing once it ended: the report takes its place.
  const finished = run.status === 'applied' || run.status === 'undone' || run.status === 'failed'
  useEffect(() => {
    if (finished) setNotice((n) => (n?.ok ? null : n))
  }, [finished])

  // While the server applies or undoes, ask it how far it got.
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

  async function act(action: 'apply' | 'undo') {
    setBusy(true)
    const result = await adminApi(`/api/admin/catalogue/imports/${run.id}/${action}`, { method: 'POST', csrf: staff.csrf })
    setBusy(false)
    setConfirmUndo(false)
    setNotice({ text: result.message, ok: result.ok })
    if (result.ok) setRun((r) => ({ ...r, status: action === 'apply' ? 'applying' : 'undoing', doneRows: 0, stalled: false }))
  }

  const done = finished
  const canUndo = run.status === 'applied' || (run.status === 'applying' && run.stalled)
  return (
    <>
      <nav aria-label="Ruta de navegación" className="mb-2 text-sm">
        <Link to="/admin/import" className="text-brand underline">
          Importar catálogo
        </Link>{' '}
        / N° {run.id}
      </nav>
      <PageHeading title={`Importación N° ${run.id}`}>
        <p className="text-sm text-gray-700">
          Estado:{' '}
          <span data-testid="import-status" className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">
            {run.stalled ? 'Interrumpida' : IMPORT_STATUS_LABELS[run.status]}
          </span>
        </p>
      </PageHeading>
      <p className="mb-4 break-words text-sm text-gray-700">
        <span className="font-semibold">{run.fileName}</span> ({run.format.toUpperCase()}
        {run.encoding === 'windows-1252' ? ', leído como Latin-1/Windows-1252' : ''}) · {count(run.readRows)} filas · subido por{' '}
        {run.actor} el {formatDateTime(run.createdAt)}
        {run.appliedAt ? ` · aplicado el ${formatDateTime(run.appliedAt)}` : ''}
        {run.undoneAt ? ` · deshecho el ${formatDateTime(run.undoneAt)}` : ''}
      </p>
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div aria-live="polite" className="grid gap-4">
        {run.stalled ? <Notice kind="error">{IMPORT_MESSAGES.interrupted}</Notice> : null}
        {run.message ? <Notice kind={run.status === 'failed' ? 'error' : 'ok'}>{run.message}</Notice> : null}
        {moving(run) ? <Progress run={run} /> : null}
        {done && !run.message ? (
          <Notice kind="ok">
            {run.status === 'undone'
              ? 'Importación deshecha: el catálogo volvió a como estaba antes de ella.'
              : `Importación aplicada: ${count(run.added)} agregados, ${count(run.updated)} actualizados, ${count(run.unchanged)} sin cambios, ${count(run.rejectedCount)} rechazadas. La tienda ya muestra los cambios.`}
          </Notice>
        ) : null}
      </div>
      <div className="mt-4 grid gap-6">
        <Figures run={run} />
        {run.status === 'preview' ? (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={buttonPrimary}
              disabled={busy || !hydrated || run.totalRows === 0}
              onClick={() => void act('apply')}
            >
              <Upload aria-hidden className="size-4" /> {busy ? 'Iniciando…' : 'Aplicar importación'}
            </button>
            <Link to="/admin/import" className={buttonSecondary}>
              Elegir otro archivo
            </Link>
            {run.totalRows === 0 ? <p className="text-sm text-red-800">Ninguna fila se puede importar.</p> : null}
          </div>
        ) : null}
        {canUndo ? (
          <div>
            <button type="button" className={buttonSecondary} disabled={busy || !hydrated} onClick={() => setConfirmUndo(true)}>
              <Undo2 aria-hidden className="size-4" /> Deshacer importación
            </button>
          </div>
        ) : null}
        {run.sample.length > 0 ? (
          <section aria-labelledby="import-sample" className="min-w-0">
            <h2 id="import-sample" className="mb-1 text-lg font-bold">
              Cambios de muestra
            </h2>
            <p className="mb-3 text-sm text-gray-600">
              {run.status === 'preview'
                ? `Los primeros ${run.sample.length} productos que se actualizarán, campo por campo.`
                : `Los primeros ${run.sample.length} productos que cambiaban según la vista previa, campo por campo.`}
            </p>
            <Table caption="Campos antes y después" head={['Producto', 'Campo', 'Antes', 'Después']}>
              {run.sample.flatMap((s) =>
                s.changes.map((c, i) => (
                  <tr key={`${s.sku}-${c.field}`}>
                    <td className={`${cell} break-words`}>
                      {i === 0 ? (
                        <>
                          <span className="block text-xs text-gray-600">
                            {run.rowWord} {s.row} · {s.sku}
                          </span>
                          {s.name}
                        </>
                      ) : null}
                    </td>
                    <td className={`${cell} font-mono text-xs`}>{c.field}</td>
                    <td className={`${cell} break-all text-gray-700`}>
                      <del className="decoration-red-700">{show(c.before)}</del>
                    </td>
                    <td className={`${cell} break-all font-semibold`}>
                      <ins className="no-underline">{show(c.after)}</ins>
                    </td>
                  </tr>
                )),
              )}
            </Table>
          </section>
        ) : null}
        {run.rejectedCount > 0 ? (
          <section aria-labelledby="import-rejected" className="min-w-0">
            <h2 id="import-rejected" className="mb-1 text-lg font-bold">
              Filas rechazadas ({count(run.rejectedCount)})
            </h2>
            <p className="mb-3 text-sm text-gray-600">
              No se importan; el resto sí. Corríjalas en el archivo y vuelva a importarlo (las filas ya importadas quedarán «sin
              cambios»).
              {run.rejectedCount > run.rejected.length ? ` Se muestran las primeras ${count(run.rejected.length)}.` : ''}
            </p>
            <Table caption="Motivo de cada fila rechazada" head={[run.rowWord === 'fila' ? 'Fila' : 'Índice', 'SKU', 'Motivo']}>
              {run.rejected.map((r) => (
                <tr key={`${r.row}-${r.reason}`}>
                  <td className={`${cell} whitespace-nowrap`}>{r.row}</td>
                  <td className={`${cell} break-all`}>{r.sku ?? '—'}</td>
                  <td className={`${cell} break-words text-red-800`}>{r.reason}</td>
                </tr>
              ))}
            </Table>
          </section>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmUndo}
        title="¿Deshacer esta importación?"
        confirmLabel="Deshacer"
        busy={busy}
        onConfirm={() => void act('undo')}
        onCancel={() => setConfirmUndo(false)}
      >
        Los {count(run.updated)} productos actualizados vuelven a sus valores anteriores y los {count(run.added)} agregados se
        borran. Si alguno cambió después de la importación, no se deshace nada y se avisa cuál.
      </ConfirmDialog>
    </>
  )
}
