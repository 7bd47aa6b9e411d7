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
import { staffActor } from '../../admin/admin-staff-service.ts'
import { readSingleFile } from '../../shared/single-file-upload.ts'
import { adminGuard, staffSessionOf, type AdminGuardServices } from '../../admin/admin-guard.ts'
import type { CatalogueImportService } from './catalogue-import-runs.ts'
import type { ApiPlugin } from '../../shared/api-plugin.ts'

const exportQuery = z.object({
  format: z.enum(['csv', 'json'], { error: IMPORT_MESSAGES.exportFormat }).default('csv'),
})

export const adminCatalogueRoutes: ApiPlugin<AdminGuardServices & { catalogueImports: CatalogueImportService }> = async (
  app,
  { services },
) => {
  const guard = adminGuard(services)
  const { catalogueImports } = services

  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 4, headerPairs: 50 },
  })

  app.post('/api/admin/catalogue/imports', { preValidation: guard.write('import') }, async (request, reply) => {
    const file = await readSingleFile(request, 'file', IMPORT_MESSAGES)
    const run = await catalogueImports.preview(staffActor(staffSessionOf(request)), file.name, file.bytes)
    return reply.status(201).send({ message: `Archivo leído: ${run.readRows} filas.`, id: run.id })
  })

  app.get(
    '/api/admin/catalogue/imports/:id',
    { preValidation: guard.read('import'), schema: { params: idParams } },
    async (request) => catalogueImports.run(request.params.id),
  )

  app.post(
    '/api/admin/catalogue/imports/:id/apply',
    { preValidation: guard.write('import'), schema: { params: idParams } },
    async (request, reply) => {
      const start = await catalogueImports.apply(staffActor(staffSessionOf(request)), request.params.id)
      return reply.status(202).send({ message: start === 'resumed' ? IMPORT_MESSAGES.resumed : IMPORT_MESSAGES.started })
    },
  )

  app.post(
    '/api/admin/catalogue/imports/:id/undo',
    { preValidation: guard.write('import'), schema: { params: idParams } },
    async (request, reply) => {
      const start = await catalogueImports.undo(staffActor(staffSessionOf(request)), request.params.id)
      return reply.status(202).send({ message: start === 'resumed' ? IMPORT_MESSAGES.undoResumed : IMPORT_MESSAGES.undoStarted })
    },
  )

  app.get(
    '/api/admin/catalogue/export',
    { preValidation: guard.read('export'), schema: { querystring: exportQuery } },
    async (request, reply) => {
      const { fileName, text } = await catalogueImports.exportFile(staffActor(staffSessionOf(request)), request.query.format)
      return reply
        .header('content-type', request.query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text)
    },
  )
}
