import { RESELLER_MESSAGES } from '#domain/forms/reseller.ts'
import type { DialogIcon } from '../../lib/dialogs.ts'

/**
 * The dialog depends only on the answer's status (500 error, 409 info, 422 warning,
 * else success). The form's 'else success' rule is read as 'else, when the answer is OK': any other
 * 5xx or a network failure is the 500 message, any other 4xx the 422 one, so a refused or lost
 * enquiry is never reported as sent.
 */
export function resellerOutcome(status: number | 'network-error'): { icon: DialogIcon; title: string; text: string } {
  const pick = (icon: DialogIcon, message: { title: string; message: string }) => ({
    icon,
    title: message.title,
    text: message.message,
  })
  if (status === 'network-error' || status >= 500) return pick('error', RESELLER_MESSAGES.serverError)
  if (status === 409) return pick('info', RESELLER_MESSAGES.conflict)
  // 422, and any other refusal (400, 413, 415...): the data was not accepted.
  if (status >= 400) return pick('warning', RESELLER_MESSAGES.invalid)
  return pick('success', RESELLER_MESSAGES.success)
}
