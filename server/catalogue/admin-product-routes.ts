/**
 * The back office's writes on products (/api/admin/products…): create, save the product page,
 * hide or show, the list's quick edit of price and stock, an image upload (multipart, read with
 * the image's size limit) and the sanitised preview of an HTML field. Registered inside
 * admin-routes.ts, so the guard's session and the no-store header hold here too. A form's wrong
 * fields come back as `{ message, fields }` (FieldsError), each shown next to its field.
 */
import multipart from '@fastify/multipart'
import { z } from 'zod'
import { idParams } from '#domain/admin/admin-forms.ts'
import { PRICE_CHECK_MESSAGES, priceSettingsSchema } from '#domain/admin/price-checks.ts'
import {
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_MESSAGES,
  productHiddenSchema,
  productSaveSchema,
  quickEditSchema,
} from '#domain/admin/product-admin.ts'
import { readSingleFile } from '../shared/single-file-upload.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import type { AdminProductsService } from './admin-products-service.ts'
import { jsonObject } from '../shared/api-plugin.ts'

/** Three HTML fields of up to 200,000 characters each, in UTF-8, fit. */
const PRODUCT_BODY_LIMIT = 2 * 1024 * 1024
const MAX_PREVIEW_HTML = 200_000

const previewSchema = z.object({
  html: z.string({ error: 'Falta el HTML.' }).max(MAX_PREVIEW_HTML, `Admite hasta ${MAX_PREVIEW_HTML} caracteres.`),
})

const config = {
  inputErrors: {
    labels: {
      product: 'Producto',
      hidden: 'Visibilidad',
      rows: 'Cambios',
      loadedAt: 'Producto',
      html: 'HTML',
      stockReason: 'Motivo del cambio de stock',
      confirmPrices: 'Confirmación de precios',
      maxCfteaPercent: 'Tope de CFTEA',
    },
  },
}

export const adminProductRoutes = adminRoutePlugin<{ adminProducts: AdminProductsService }>(
  async (app, guard, { adminProducts }) => {
    const write = guard.write('products')
    /** the writes that carry a product's HTML fields */
    const withHtml = { config, bodyLimit: PRODUCT_BODY_LIMIT, preValidation: write }

    await app.register(multipart, {
      limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3, headerPairs: 50 },
    })

    app.post(
      '/api/admin/products',
      {
        ...withHtml,
        schema: { body: jsonObject(productSaveSchema.pick({ product: true }).extend({ hidden: z.boolean().default(false) })) },
      },
      async (request, reply) => {
        const id = await adminProducts.create(actorOf(request), request.body.product, request.body.hidden)
        return reply.status(201).send({ message: PRODUCT_MESSAGES.created, id })
      },
    )

    app.put(
      '/api/admin/products/:id',
      { ...withHtml, schema: { params: idParams, body: jsonObject(productSaveSchema) } },
      async (request) => {
        const { changed } = await adminProducts.update(actorOf(request), request.params.id, request.body.product, {
          loadedAt: request.body.loadedAt,
          stockReason: request.body.stockReason,
          confirmPrices: request.body.confirmPrices,
        })
        const product = await adminProducts.product(request.params.id)
        return { message: changed ? PRODUCT_MESSAGES.saved : PRODUCT_MESSAGES.unchanged, updatedAt: product.updated_at }
      },
    )

    app.get('/api/admin/prices/settings', { preValidation: guard.read('products') }, () => adminProducts.priceSettings())

    app.put(
      '/api/admin/prices/settings',
      { config, preValidation: write, schema: { body: jsonObject(priceSettingsSchema) } },
      async (request) => {
        const settings = await adminProducts.setMaxCfteaPercent(actorOf(request), request.body.maxCfteaPercent)
        return { message: PRICE_CHECK_MESSAGES.boundSaved(settings.maxCfteaPercent), ...settings }
      },
    )

    app.put(
      '/api/admin/products/:id/hidden',
      { config, preValidation: write, schema: { params: idParams, body: jsonObject(productHiddenSchema) } },
      async (request) => {
        await adminProducts.setHidden(actorOf(request), request.params.id, request.body.hidden)
        const product = await adminProducts.product(request.params.id)
        return { message: request.body.hidden ? PRODUCT_MESSAGES.hidden : PRODUCT_MESSAGES.shown, updatedAt: product.updated_at }
      },
    )

    app.patch(
      '/api/admin/products',
      { config, preValidation: write, schema: { body: jsonObject(quickEditSchema) } },
      async (request) => {
        const saved = await adminProducts.quickEdit(actorOf(request), request.body.rows, request.body.confirmPrices)
        return { message: saved ? PRODUCT_MESSAGES.quickSaved(saved) : PRODUCT_MESSAGES.unchanged, saved }
      },
    )

    app.post('/api/admin/products/preview', { ...withHtml, schema: { body: jsonObject(previewSchema) } }, async (request) => ({
      message: 'Vista previa.',
      html: adminProducts.sanitizePreview(request.body.html),
    }))

    app.post('/api/admin/products/:id/images', { preValidation: write, schema: { params: idParams } }, async (request) => {
      const { bytes: image } = await readSingleFile(request, 'image', PRODUCT_IMAGE_MESSAGES)
      const { url, product } = await adminProducts.addImage(actorOf(request), request.params.id, image)
      return { message: PRODUCT_IMAGE_MESSAGES.uploaded, url, updatedAt: product.updated_at }
    })
  },
)
