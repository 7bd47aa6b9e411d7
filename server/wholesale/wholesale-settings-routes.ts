/**
 * The resellers' minimum order through HTTP, inside admin-routes.ts (its session, roles by the
 * 'resellers' page, CSRF, no-store): PUT /api/admin/resellers/minimum-order {minimum_order}.
 * A wrong amount is a 400 whose message is the field's (domain/wholesale/minimum-order.ts).
 */
import { z } from 'zod'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { MINIMUM_ORDER_MESSAGES, minimumOrderSchema } from '#domain/wholesale/minimum-order.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminInputConfig } from '../admin/admin-input-labels.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import { jsonObject } from '../shared/api-plugin.ts'
import { FieldsError } from '../shared/errors.ts'
import type { WholesaleService } from './wholesale-service.ts'

const anyObject = jsonObject(z.record(z.string(), z.unknown()))

export const adminWholesaleSettingsRoutes = adminRoutePlugin<{ wholesale: WholesaleService }>(
  async (app, guard, { wholesale }) => {
    app.put(
      '/api/admin/resellers/minimum-order',
      { config: adminInputConfig, preValidation: guard.write('resellers'), schema: { body: anyObject } },
      async (request) => {
        const result = minimumOrderSchema.safeParse(request.body)
        if (!result.success) {
          const fields = fieldErrors(result.error)
          throw new FieldsError(fields.minimum_order ?? MINIMUM_ORDER_MESSAGES.invalid, fields)
        }
        const { minimum_order } = result.data
        const { changed } = await wholesale.setMinimumOrder(actorOf(request), minimum_order)
        return { message: MINIMUM_ORDER_MESSAGES.saved, minimumOrder: minimum_order, changed }
      },
    )
  },
)
