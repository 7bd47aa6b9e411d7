/**
 * GET /api/shipping/quote?cp=…&subtotal=…: the product page's and the cart's quote box, and
 * integrators'. `{ quoted: true, zone, price, free, minDays, maxDays, from, to }` (dates as ISO
 * days, Buenos Aires) or `{ quoted: false }` (the staff quote after the order); a malformed code
 * or subtotal is a 400 with a Spanish message. The answer depends on the day, so it is never kept
 * by a cache in between.
 */
import { quoteQuerySchema } from '#domain/shipping/shipping-forms.ts'
import { SHIPPING_MESSAGES } from '#domain/shipping/shipping-messages.ts'
import type { ApiPlugin } from '../shared/api-plugin.ts'
import type { ShippingService } from './shipping-service.ts'

// The field's own sentences, answered alone: the box shows the API's message beside the field.
const config = {
  inputErrors: {
    wholeMessages: [SHIPPING_MESSAGES.postalCodeRequired, SHIPPING_MESSAGES.badPostalCode, SHIPPING_MESSAGES.badSubtotal],
  },
}

export const shippingRoutes: ApiPlugin<{ shipping: ShippingService }> = async (app, { services }) => {
  app.get('/api/shipping/quote', { config, schema: { querystring: quoteQuerySchema } }, async (request, reply) => {
    const quote = await services.shipping.quote(request.query.cp, request.query.subtotal ?? 0)
    return reply.header('cache-control', 'no-store').send(quote)
  })
}
