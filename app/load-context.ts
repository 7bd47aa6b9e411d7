/**
 * What the Node server hands to every loader: the service layer, called in-process. A page
 * never fetches its own API over HTTP while rendering (docs/architecture.md).
 */
import type { Services } from '#server/services.ts'
import type { StaffSession } from '#server/admin/admin-staff-service.ts'

declare module 'react-router' {
  interface AppLoadContext {
    services: Services
    /**
     * The staff session of a back-office page (/admin), checked by the Fastify guard before
     * React Router runs (server/pages/admin-pages-guard.ts); null everywhere else.
     */
    staff: StaffSession | null
    /** this render's script nonce (server/shared/content-security-policy.ts); absent in development */
    cspNonce?: string | undefined
    /**
     * Present for a document request only (not a client navigation's `.data` request): HTML a
     * loader hands to the server's render without putting it in the hydration data
     * (app/lib/document-html.tsx).
     */
    documentHtml?: Map<string, string> | undefined
  }
}

export {}
