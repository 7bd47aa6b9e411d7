/**
 * The page the server sends by itself when a page cannot be rendered: a request refused before
 * React Router sees it (a control character in the address, a method pages do not answer), or a
 * failure around rendering (the database away while the page cache asks for the catalogue
 * version). Spanish HTML like every page, never the API's JSON; self-contained (no script, no
 * stylesheet whose hashed name could be missing) and never cached.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { store } from '#config/store.ts'
import { AppError, MethodNotAllowedError } from '../shared/errors.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const UNEXPECTED = {
  title: 'Ocurrió un error inesperado',
  text: 'Lo sentimos, no pudimos mostrar esta página. Intente nuevamente en unos minutos.',
}

export function errorPageHtml(heading: string, text: string): string {
  return `<!DOCTYPE html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`Error | ${store.brandName}`)}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}main{max-width:40rem;margin:0 auto;padding:4rem 1rem;text-align:center}h1{font-size:1.5rem}p{color:#4b5563}a{display:inline-block;margin-top:1.5rem;padding:.6rem 1.25rem;border-radius:.375rem;background:#0b4f9c;color:#fff;font-weight:600;text-decoration:none}.brand{margin:0 0 2rem;color:#0b4f9c;font-size:1.75rem;font-weight:800}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(store.brandName)}</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<a href="/">Volver al inicio</a>
</main>
</body>
</html>
`
}

export function sendErrorPage(reply: FastifyReply, status: number, heading: string, text: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(errorPageHtml(heading, text))
}

/** The error handler of the pages' scope: coded errors keep their status and message, anything else is a 500 page. */
export function registerPageErrorHandler(pages: FastifyInstance): void {
  pages.setErrorHandler((error: FastifyError, request, reply) => {
    // /api addresses reach the page catch-all only to be sent to the 404 handler: their errors
    // (a refused method) are the API's, answered in JSON by the parent handler.
    if (request.url.startsWith('/api/')) throw error
    if (error instanceof AppError && error.status < 500) {
      if (error instanceof MethodNotAllowedError) reply.header('allow', error.allow.join(', '))
      return sendErrorPage(reply, error.status, 'No pudimos mostrar esta página', error.message)
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendErrorPage(reply, error.statusCode, 'No pudimos mostrar esta página', 'Solicitud inválida.')
    }
    request.log.error({ err: error }, 'page failed before rendering')
    return sendErrorPage(reply, 500, UNEXPECTED.title, UNEXPECTED.text)
  })
}
