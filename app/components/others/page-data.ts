/** What every information page's loader returns: the public origin for the canonical link. */
import type { AppLoadContext } from 'react-router'
import { originOf } from '../../lib/seo.ts'

export function pageOrigin(request: Request, context: AppLoadContext): { origin: string } {
  return { origin: originOf(request, context.services.env.PUBLIC_URL) }
}

/** meta() runs before data exists on a failed load; the origin then falls back like home's. */
export const FALLBACK_ORIGIN = 'http://localhost'
