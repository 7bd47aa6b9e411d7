/**
 * Who did it, as the audit log names them: a staff account, or the command line (staffId null).
 * Its own file so route files can name an actor without reaching the audit log's repository.
 */
export interface AuditActor {
  staffId: number | null
  label: string
}

export const COMMAND_LINE_ACTOR: AuditActor = { staffId: null, label: 'línea de comandos' }
