/**
 * Whether order e-mails can reach the seller's staff. With the defaults they cannot: without
 * SMTP_URL every e-mail is written as a .eml file under DATA_DIR/outbox and never sent, and
 * without STAFF_EMAILS orders are addressed to the demo's recipients, which no one reads. Fine
 * for trying the store; in production a seller who forgot either would receive no orders and
 * not know it. So in production the store says so loudly at start and on the back office's
 * dashboard. Pure: the caller hands in the validated environment.
 */

/** STAFF_EMAILS when it is not set: addresses under `.example`, a domain that receives nothing. */
export const DEMO_STAFF_EMAILS: readonly string[] = ['ventas@tecnohogar.example', 'pedidos@tecnohogar.example']

export interface MailSetup {
  NODE_ENV: 'development' | 'production' | 'test'
  SMTP_URL?: string | undefined
  STAFF_EMAILS: readonly string[]
}

export interface MailSetupWarning {
  /** the variable to set */
  variable: 'SMTP_URL' | 'STAFF_EMAILS'
  message: string
}

export const MAIL_SETUP_TITLE = 'Los pedidos no llegan al personal'

/** What stops order e-mails from reaching the staff, in production; nothing elsewhere. */
export function mailSetupWarnings(setup: MailSetup): MailSetupWarning[] {
  if (setup.NODE_ENV !== 'production') return []
  const warnings: MailSetupWarning[] = []
  if (!setup.SMTP_URL)
    warnings.push({
      variable: 'SMTP_URL',
      message:
        'SMTP_URL no está definida: ningún correo sale de la tienda (ni los pedidos al personal ni los avisos a los ' +
        'clientes); cada uno queda como archivo .eml en la carpeta outbox de DATA_DIR. Defina SMTP_URL ' +
        '(smtp://usuario:clave@servidor:587).',
    })
  const demo = setup.STAFF_EMAILS.filter((email) => DEMO_STAFF_EMAILS.includes(email.toLowerCase()))
  if (demo.length > 0)
    warnings.push({
      variable: 'STAFF_EMAILS',
      message:
        `Los pedidos se dirigen a ${demo.join(', ')}, ${demo.length === 1 ? 'una dirección' : 'direcciones'} de ` +
        'demostración que nadie lee. Defina STAFF_EMAILS con los correos del personal que atiende los pedidos.',
    })
  return warnings
}

/**
 * The one start-up line about e-mail: where it goes and, when orders reach no one, the variables
 * to set — said once and calmly; the back office's dashboard shows the full warnings.
 */
export function mailSetupLine(setup: MailSetup, transportDescription: string): string {
  const variables = mailSetupWarnings(setup).map((warning) => warning.variable)
  const where = `Correo: ${transportDescription}.`
  return variables.length === 0 ? where : `${where} ${MAIL_SETUP_TITLE}: defina ${variables.join(' y ')}.`
}
