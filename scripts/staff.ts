/**
 * The staff command line: `npm run staff -- <command>`. Each command lives in scripts/staff/;
 * this file only dispatches and turns errors into one clear message and an exit code
 * (0 done, 1 unreadable input, unknown order or database unavailable, 2 command written wrong).
 */
import { attachInvoiceCommand } from './staff/attach-invoice-command.ts'
import { runCommandLine } from './staff/cli-error.ts'
import { enquiriesCommand } from './staff/enquiries-command.ts'
import { exportCommand } from './staff/export-command.ts'
import { importCommand } from './staff/import-command.ts'
import { importsCommand } from './staff/imports-command.ts'
import { moveFilesCommand } from './staff/move-files-command.ts'
import { orderStateCommand } from './staff/order-state-command.ts'
import { ordersCommand } from './staff/orders-command.ts'
import { outboxCommand } from './staff/outbox-command.ts'
import { reseedCommand } from './staff/reseed-command.ts'
import { subscribersCommand } from './staff/subscribers-command.ts'
import { addStaffCommand, listStaffCommand } from './staff/staff-accounts-command.ts'
import { STAFF_USAGE } from './staff/usage.ts'

const commands: Record<string, (args: string[]) => Promise<number>> = {
  import: importCommand,
  imports: importsCommand,
  export: exportCommand,
  reseed: reseedCommand,
  orders: ordersCommand,
  'order-state': orderStateCommand,
  'attach-invoice': attachInvoiceCommand,
  'move-files': moveFilesCommand,
  subscribers: subscribersCommand,
  enquiries: enquiriesCommand,
  outbox: outboxCommand,
  'add-staff': addStaffCommand,
  'list-staff': listStaffCommand,
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv
  if (name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(STAFF_USAGE)
    return 0
  }
  if (name === undefined) {
    process.stderr.write(STAFF_USAGE)
    return 2
  }
  const command = commands[name]
  if (!command) {
    process.stderr.write(`Comando desconocido: ${name}\n\n${STAFF_USAGE}`)
    return 2
  }
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(STAFF_USAGE)
    return 0
  }
  return command(args)
}

await runCommandLine(() => main(process.argv.slice(2)), 'npm run staff -- help')
