/**
 * Reportes' download (GET /api/admin/reports/export?from=…&to=…&by=…&format=csv|xlsx): the
 * figures the page shows for the same address. The period is read as the page reads it
 * (domain/admin/report-period.ts): a wrong one is refused with the page's sentence.
 */
import { z } from 'zod'
import { buenosAiresDay } from '#domain/admin/buenos-aires-day.ts'
import { REPORT_EXPORT_FORMATS } from '#domain/admin/report-figures.ts'
import { REPORT_MESSAGES, reportQueryFrom } from '#domain/admin/report-period.ts'
import { FieldsError } from '../shared/errors.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import type { ReportService } from './report-service.ts'

const exportQuery = z.object({
  format: z.enum(REPORT_EXPORT_FORMATS, { error: REPORT_MESSAGES.format }),
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
  by: z.string().max(20).optional(),
})

export const reportRoutes = adminRoutePlugin<{ reports: ReportService }>(async (app, guard, { reports }) => {
  app.get(
    '/api/admin/reports/export',
    {
      config: { inputErrors: { wholeMessages: [REPORT_MESSAGES.format] } },
      preValidation: guard.read('reports'),
      schema: { querystring: exportQuery },
    },
    async (request, reply) => {
      const { format, ...period } = request.query
      const read = reportQueryFrom(
        new URLSearchParams(Object.entries(period).filter(([, v]) => v !== undefined) as [string, string][]),
        buenosAiresDay(new Date()),
      )
      if (!read.ok) throw new FieldsError(Object.values(read.errors)[0]!, read.errors)
      const file = await reports.exportReport(read.period, format)
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes)
    },
  )
})
