/**
 * React Router's default Node entry (renderToPipeableStream; bots wait for the whole page),
 * with the server's script nonce on every inline script, and one change: the module preloads of the page's scripts go out with fetchpriority="low".
 *
 * Why: the page is complete HTML before any script runs, so what a shopper waits for is the
 * stylesheet and the first image. Chrome fetches module preloads at high priority, and over
 * HTTP/1.1's six connections a route's dozen or two scripts would hold back the banner or the
 * product photo; at low priority they load right after it. React writes the preloads itself
 * (hoisted into <head>), so the attribute is added to the head as it streams out.
 */
import { PassThrough, pipeline, Transform, type TransformCallback } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { CspNonceProvider } from './lib/csp-nonce.tsx'
import { DocumentHtmlProvider } from './lib/document-html.tsx'
import { lowPriorityModulePreloads } from './lib/low-priority-preloads.ts'

export const streamTimeout = 5_000

/** Rewrites the document's head as it streams; the body passes untouched. */
function headRewriter(): Transform {
  let pending = ''
  let inHead = true
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk)
      const { done, output, rest } = lowPriorityModulePreloads(pending + chunk.toString('utf8'))
      pending = rest
      if (done) inHead = false
      callback(null, output)
    },
    flush(callback: TransformCallback) {
      callback(null, pending)
    },
  })
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every inline script React and React Router write carries this render's nonce, which the
  // server names in the page's Content-Security-Policy (server/pages/pages.ts).
  const nonce = loadContext.cspNonce
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA mode wait for all content, so they get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const page = (
      <CspNonceProvider value={nonce}>
        <DocumentHtmlProvider value={loadContext.documentHtml}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentHtmlProvider>
      </CspNonceProvider>
    )
    const { pipe, abort } = renderToPipeableStream(page, {
      ...(nonce ? { nonce } : {}),
      [readyOption]() {
        shellRendered = true
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        const rewriter = headRewriter()
        // When the shopper goes away, the response body is destroyed with an error. While React
        // is still writing, pipeline hands that error back to the rewriter, where React listens
        // and stops rendering; once the page is written, pipeline has let go of the body, so the
        // body needs a listener of its own: an 'error' nobody hears ends the process.
        body.on('error', () => undefined)
        pipeline(rewriter, body, () => undefined)
        const stream = createReadableStreamFromReadable(body)
        responseHeaders.set('Content-Type', 'text/html')
        pipe(rewriter)
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        // Errors of the shell itself are logged by React Router; these come later, while streaming.
        if (shellRendered) console.error(error)
      },
    })
  })
}
