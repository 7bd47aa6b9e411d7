/**
 * Reads an import file as text, decoded as the back office decodes an upload
 * (server/catalogue/import/catalogue-text.ts: UTF-8, else Windows-1252; not text at all is refused).
 */
import { readFileSync } from 'node:fs'
import { ImportFormatError } from '#server/catalogue/import/catalogue-files.ts'
import { decodeImportText, type DecodedText } from '#server/catalogue/import/catalogue-text.ts'
import { CliError } from './cli-error.ts'

export type TextFile = DecodedText

const REASONS: Record<string, string> = {
  ENOENT: 'no existe',
  EACCES: 'no hay permiso para leerlo',
  EISDIR: 'es una carpeta',
}

export function readTextFile(file: string): TextFile {
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? ''
    throw new CliError(`No se puede leer el archivo ${file}: ${REASONS[code] ?? (error as Error).message}`)
  }
  try {
    return decodeImportText(bytes)
  } catch (error) {
    if (error instanceof ImportFormatError) throw new CliError(`${file}: ${error.message}`)
    throw error
  }
}
