/**
 * What the staff command line and a running store on the embedded database say to each other
 * over DATA_DIR's command socket (staff-command-socket.ts): one JSON line each way. The request
 * carries the key the store wrote beside the socket, readable by the store's user alone.
 */
import { z } from 'zod'
import { newStaffPassword, staffEmail } from '#domain/admin/admin-forms.ts'
import { STAFF_ROLES } from '#domain/admin/staff-roles.ts'

/** The socket and the key file, both inside DATA_DIR, both 0600. */
export const STAFF_SOCKET_NAME = '.staff-commands.sock'
export const STAFF_KEY_NAME = '.staff-commands.key'
/** A request line is small: a longer one is not the command line's. */
export const MAX_REQUEST_BYTES = 16 * 1024

const key = z.string().min(1).max(200)

export const staffCommandRequest = z.discriminatedUnion('command', [
  z.object({
    key,
    command: z.literal('add-staff'),
    email: staffEmail,
    role: z.enum(STAFF_ROLES).optional(),
    password: newStaffPassword,
  }),
  z.object({ key, command: z.literal('list-staff') }),
])
export type StaffCommandRequest = z.input<typeof staffCommandRequest>

/** An account as it travels: dates as ISO text, never a hash. */
export interface StaffCommandMember {
  email: string
  role: (typeof STAFF_ROLES)[number]
  disabled: boolean
  createdAt: string
  passwordChangedAt: string
}

export type StaffCommandReply =
  | { ok: true; command: 'add-staff'; created: boolean; member: StaffCommandMember; endedSessions: number }
  | { ok: true; command: 'list-staff'; members: StaffCommandMember[] }
  | { ok: false; message: string }
