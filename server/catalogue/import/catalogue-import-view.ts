/**
 * What the back office's import pages read of a run: its figures, the first rejected rows, the
 * sample of changes, and whether the instance applying it stopped reporting.
 */
import {
  IMPORT_REJECTED_SHOWN,
  IMPORT_STALE_SECONDS,
  type FieldChange,
  type ImportStatus,
} from '#domain/admin/catalogue-import.ts'
import type { ImportRunRow } from './catalogue-imports-repository.ts'
import type { RejectedRow } from './catalogue-import.ts'

export interface SampleChange {
  row: number
  sku: string
  name: string
  changes: FieldChange[]
}

export interface ImportRunView {
  id: number
  actor: string
  fileName: string
  format: string
  encoding: string
  status: ImportStatus
  readRows: number
  totalRows: number
  doneRows: number
  added: number
  updated: number
  unchanged: number
  rejectedCount: number
  /** the first IMPORT_REJECTED_SHOWN rejected rows */
  rejected: RejectedRow[]
  rowWord: 'fila' | 'índice'
  sample: SampleChange[]
  message: string | null
  createdAt: string
  appliedAt: string | null
  undoneAt: string | null
  /** applying or undoing, but its instance stopped reporting (a restart, a crash): interrupted, it waits for staff */
  stalled: boolean
}

export interface ImportRunSummary {
  id: number
  actor: string
  fileName: string
  status: ImportStatus
  readRows: number
  added: number
  updated: number
  unchanged: number
  rejectedCount: number
  createdAt: string
  stalled: boolean
}

/** Heartbeats before this are of an instance that stopped. */
export const staleBefore = () => new Date(Date.now() - IMPORT_STALE_SECONDS * 1000)
export const isStalled = (status: string, heartbeat: Date | null, before: Date = staleBefore()) =>
  (status === 'applying' || status === 'undoing') && (heartbeat === null || heartbeat < before)

export function importRunView(run: ImportRunRow, before: Date = staleBefore()): ImportRunView {
  const rejected = run.rejected as RejectedRow[]
  return {
    id: run.id,
    actor: run.actor,
    fileName: run.fileName,
    format: run.format,
    encoding: run.encoding,
    status: run.status as ImportStatus,
    readRows: run.readRows,
    totalRows: run.totalRows,
    doneRows: run.doneRows,
    added: run.added,
    updated: run.updated,
    unchanged: run.unchanged,
    rejectedCount: rejected.length,
    rejected: rejected.slice(0, IMPORT_REJECTED_SHOWN),
    rowWord: run.format === 'json' ? 'índice' : 'fila',
    sample: run.sample as SampleChange[],
    message: run.message,
    createdAt: run.createdAt.toISOString(),
    appliedAt: run.appliedAt?.toISOString() ?? null,
    undoneAt: run.undoneAt?.toISOString() ?? null,
    stalled: isStalled(run.status, run.heartbeatAt, before),
  }
}
