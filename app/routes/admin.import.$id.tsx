/**
 * One import: its preview (how many rows will be added, updated, left unchanged and rejected,
 * each rejected row's reason, and the changed fields of a sample), then «Aplicar importación»
 * with a progress bar the page keeps asking the server about, the report, and «Deshacer». An
 * import or undo its server stopped half-way offers «Continuar importación» or «Terminar de
 * deshacer».
 */
import { importRunActions } from '#domain/admin/catalogue-import.ts'
import { Undo2, Upload } from '../components/icons.tsx'
import { Link, data } from 'react-router'
import type { Route } from './+types/admin.import.$id'
import { Notice, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { ConfirmDialog } from '../components/admin/confirm-dialog.tsx'
import { count } from '../components/admin/import/import-format.ts'
import { ImportFigures } from '../components/admin/import/import-figures.tsx'
import { ImportHeading } from '../components/admin/import/import-heading.tsx'
import { ImportRejected } from '../components/admin/import/import-rejected.tsx'
import { ImportSample } from '../components/admin/import/import-sample.tsx'
import { ImportStatus } from '../components/admin/import/import-status.tsx'
import { useImportRun } from '../components/admin/import/use-import-run.ts'
import { requireStaff } from '../lib/admin-session.ts'
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

export default function ImportRun({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated()
  const { run, notice, busy, finished, confirmUndo, setConfirmUndo, act } = useImportRun(loaderData)
  const actions = importRunActions(run)
  return (
    <>
      <ImportHeading run={run} />
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <ImportStatus run={run} finished={finished} />
      <div className="mt-4 grid gap-6">
        <ImportFigures run={run} />
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
        {actions.resume || actions.undo ? (
          <div className="flex flex-wrap items-center gap-3">
            {actions.resume ? (
              <button type="button" className={buttonPrimary} disabled={busy || !hydrated} onClick={() => void act('apply')}>
                <Upload aria-hidden className="size-4" /> Continuar importación
              </button>
            ) : null}
            {actions.undo ? (
              <button type="button" className={buttonSecondary} disabled={busy || !hydrated} onClick={() => setConfirmUndo(true)}>
                <Undo2 aria-hidden className="size-4" />{' '}
                {actions.undo === 'finish' ? 'Terminar de deshacer' : 'Deshacer importación'}
              </button>
            ) : null}
          </div>
        ) : null}
        {run.sample.length > 0 ? <ImportSample run={run} /> : null}
        {run.rejectedCount > 0 ? <ImportRejected run={run} /> : null}
      </div>
      <ConfirmDialog
        open={confirmUndo}
        title={actions.undo === 'finish' ? '¿Terminar de deshacer esta importación?' : '¿Deshacer esta importación?'}
        confirmLabel={actions.undo === 'finish' ? 'Terminar de deshacer' : 'Deshacer'}
        busy={busy}
        onConfirm={() => void act('undo')}
        onCancel={() => setConfirmUndo(false)}
      >
        {actions.undo === 'finish'
          ? 'Los productos que la importación cambió y todavía no volvieron a como estaban recuperan sus valores anteriores, y los que agregó se borran. Un producto que cambió después de la importación queda como está y se avisa cuál.'
          : `Los ${count(run.updated)} productos actualizados vuelven a sus valores anteriores y los ${count(run.added)} agregados se borran. Si alguno cambió después de la importación, no se deshace nada y se avisa cuál.`}
      </ConfirmDialog>
    </>
  )
}
