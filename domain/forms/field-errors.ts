/** Form errors as one message per field, the shape both the server's 4xx and the forms show. */
import type { z } from 'zod'

/** The first message of each field (top-level key); form-wide messages under ''. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : ''
    out[key] ??= issue.message
  }
  return out
}
