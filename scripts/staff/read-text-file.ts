/**
 * Reads an import file as text. Excel on Windows saves "CSV" in Windows-1252, not UTF-8; a
 * file that is not valid UTF-8 is read as Windows-1252 so 'Climatización' survives.
 */
import { readFileSync } from 'node:fs'
import { CliError } from './cli-error.ts'

export interface TextFile {
  text: string
  encoding: 'utf-8' | 'windows-1252'
}

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
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' }
  }
}
