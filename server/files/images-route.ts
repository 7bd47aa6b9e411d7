/**
 * /products-images/: the seller's images first — from the file store (server/files/: on the
 * embedded database DATA_DIR/products-images itself; on PostgreSQL the database, or S3, with
 * DATA_DIR/products-images as the fallback), under the key `products-images/{file}` the back
 * office will upload to — then the demo catalogue's generated drawings. Either way the answer is long-cached, and nothing in it runs
 * on the store's origin: every image goes out with FILE_POLICY (no script, a sandbox), and a
 * seller's SVG — which may hold script — is also marked as a download, so opening its address
 * saves it rather than showing it. An <img> shows it either way.
 */
import path from 'node:path'
import { z } from 'zod'
import { FILE_POLICY } from '../shared/content-security-policy.ts'
import type { ApiPlugin } from '../shared/api-plugin.ts'
import type { FileStore } from './file-store.ts'

const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,199}$/ // a file store key's segment (server/files/file-store.ts)
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
}

const imageParams = z.object({ file: z.string() })

/**
 * `drawing(file)` answers a name no stored file has (the demo catalogue's generated SVGs, handed
 * in by the app), so the file store depends on no catalogue.
 */
export function imagesRoute(drawing: (file: string) => string | null): ApiPlugin<{ files: FileStore }> {
  return async (app, { services }) => {
    app.get(
      '/products-images/:file',
      { config: { staticFile: true }, schema: { params: imageParams } },
      async (request, reply) => {
        const { file } = request.params
        const type = TYPES[path.extname(file).toLowerCase()]
        if (!SAFE_NAME.test(file) || !type) return reply.status(404).send({ message: 'Imagen no encontrada' })
        reply
          .header('cache-control', 'public, max-age=604800')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', FILE_POLICY)
        const stored = await services.files.get(`products-images/${file}`)
        if (stored) {
          if (type === 'image/svg+xml') reply.header('content-disposition', `attachment; filename="${file}"`)
          return reply.type(type).send(stored.bytes)
        }
        // The demo catalogue's drawings, made on the server: no script in them.
        const svg = type === 'image/svg+xml' ? drawing(file) : null
        if (svg === null) return reply.status(404).send({ message: 'Imagen no encontrada' })
        return reply.type(type).send(svg)
      },
    )
  }
}
