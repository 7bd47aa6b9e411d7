/**
 * Benchmark helper, run by scripts/bench/store.ts before the store starts (the embedded
 * database admits one process): `tsx scripts/bench/create-staff.ts` with DATA_DIR set creates
 * the back-office account the catalogue-import measurement signs in with (import-throughput.ts).
 */
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { adminStaffService } from '#server/admin/admin-staff-service.ts'
import { withDatabase } from '../staff/with-database.ts'
import { IMPORT_STAFF } from './import-throughput.ts'

await withDatabase(
  async ({ database }) => {
    await adminStaffService({ database }).add(COMMAND_LINE_ACTOR, { ...IMPORT_STAFF })
  },
  (message) => console.error(message),
)
