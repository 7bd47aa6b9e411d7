/**
 * The form that creates the first administrator on /admin/login while the store has no staff
 * account: the setup code the start log printed, an e-mail and a new password typed twice, under
 * the same rules as every staff password (admin-forms.ts).
 */
import { z } from 'zod'
import { repeatedPassword, passwordsMatch } from '../forms/password-fields.ts'
import { newStaffPassword, staffEmail } from './admin-forms.ts'
import { setupCodeField } from './setup-code.ts'

export const firstAdminSchema = z
  .object({ code: setupCodeField, email: staffEmail, password: newStaffPassword, confirmPassword: repeatedPassword() })
  .refine(...passwordsMatch('password', 'confirmPassword', { everyProblem: true }))
export type FirstAdmin = z.infer<typeof firstAdminSchema>
