/**
 * The back office's catalogue import and export (/api/admin/catalogue/…): a file uploaded for a
 * preview (multipart/form-data, read by @fastify/multipart with the import's size limit), the
 * preview applied (or an interrupted one resumed), its progress read, the import undone (or an
 * interrupted undo finished), and the catalogue downloaded as CSV or
 * JSON. Registered inside admin-routes.ts, so the guard's session and the no-store header hold
 * here too; the work is catalogue-import-runs.ts.
 */
import multipart from '@fastify/multipart'
import { z } from 'zod'
import { idParams } from '#domain/admin/admin-forms.ts'
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '#domain/admin/catalogue-import.ts'
import { readSingleFile } from '../../shared/single-file-upload.ts'
import { actorOf } from '../../admin/admin-guard.ts'
import { adminRoutePlugin } from '../../admin/admin-route-plugin.ts'
import type { CatalogueImportService } from './catalogue-import-runs.ts'

const exportQuery = z.object({
  format: z.enum(['csv', 'json'], { error: IMPORT_MESSAGES.exportFormat }).default('csv'),
})

export const adminCatalogueRoutes = adminRoutePlugin<{ catalogueImports: CatalogueImportService }>(
  async (app, guard, { catalogueImports }) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 4, headerPairs: 50 },
    })

    app.post('/api/admin/catalogue/imports', { preValidation: guard.write('import') }, async (request, reply) => {
      const file = await readSingleFile(request, 'file', IMPORT_MESSAGES)
      const run = await catalogueImports.preview(actorOf(request), file.name, file.bytes)
      return reply.status(201).send({ message: `Archivo leído: ${run.readRows} filas.`, id: run.id })
    })

    app.get(
      '/api/admin/catalogue/imports/:id',
      { preValidation: guard.read('import'), schema: { params: idParams } },
      async (request) => catalogueImports.run(request.params.id),
    )

    // Applying and undoing run in the background: each answers 202 once it has started (or
    // resumed an interrupted run).
    const background = [
      { step: 'apply', start: catalogueImports.apply, started: IMPORT_MESSAGES.started, resumed: IMPORT_MESSAGES.resumed },
      { step: 'undo', start: catalogueImports.undo, started: IMPORT_MESSAGES.undoStarted, resumed: IMPORT_MESSAGES.undoResumed },
    ]
    for (const { step, start, started, resumed } of background)
      app.post(
        `/api/admin/catalogue/imports/:id/${step}`,
        { preValidation: guard.write('import'), schema: { params: idParams } },
        async (request, reply) => {
          const how = await start(actorOf(request), request.params.id)
          return reply.status(202).send({ message: how === 'resumed' ? resumed : started })
        },
      )

    app.get(
      '/api/admin/catalogue/export',
      { preValidation: guard.read('export'), schema: { querystring: exportQuery } },
      async (request, reply) => {
        const { fileName, text } = await catalogueImports.exportFile(actorOf(request), request.query.format)
        return reply
          .header('content-type', request.query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(text)
      },
    )
  },
)
