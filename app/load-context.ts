/**
 * What the Node server hands to every loader: the service layer, called in-process. A page
 * never fetches its own API over HTTP while rendering (ARCHITECTURE.md, "Shape").
 */
import type { Services } from '#server/services/services.ts'

declare module 'react-router' {
  interface AppLoadContext {
    services: Services
    /** this render's script nonce (server/content-security-policy.ts); absent in development */
    cspNonce?: string | undefined
  }
}

export {}
