/**
 * The nonce the server drew for this page's inline scripts (server/shared/content-security-policy.ts).
 * entry.server.tsx provides it while rendering; in the browser there is none (scripts run
 * before hydration, and a browser hides a nonce from the page anyway), so it is undefined.
 */
import { createContext, useContext } from 'react'

const CspNonceContext = createContext<string | undefined>(undefined)

export const CspNonceProvider = CspNonceContext.Provider

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext)
}
