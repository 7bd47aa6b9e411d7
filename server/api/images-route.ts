/**
 * /products-images/: files the seller put in DATA_DIR/products-images first, then the demo
 * catalogue's generated drawings. Either way the answer is long-cached.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { renderDemoImage } from '../demo/images.ts'

const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,200}$/
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
}

export async function imagesRoute(app: FastifyInstance, { dataDir }: { dataDir: string }) {
  const folder = path.resolve(dataDir, 'products-images')

  app.get('/products-images/:file', async (request, reply) => {
    const { file } = request.params as { file: string }
    const type = TYPES[path.extname(file).toLowerCase()]
    if (!SAFE_NAME.test(file) || !type) return reply.status(404).send({ message: 'Imagen no encontrada' })
    reply.header('cache-control', 'public, max-age=604800').header('x-content-type-options', 'nosniff')
    try {
      const body = await readFile(path.join(folder, file))
      return reply.type(type).send(body)
    } catch {
      const svg = type === 'image/svg+xml' ? renderDemoImage(file) : null
      if (svg === null) return reply.status(404).send({ message: 'Imagen no encontrada' })
      // A drawn SVG never runs script, but say so to the browser as well.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      return reply.type(type).send(svg)
    }
  })
}
