/**
 * The bytes of an import file as text, for the command line and the back office alike. Excel on
 * Windows and old ERPs save "CSV" in Windows-1252 (Latin-1), not UTF-8: a file that is not valid
 * UTF-8 is read as Windows-1252 so 'Climatización' survives. A leading BOM is dropped. Bytes that
 * are no text at all (NUL bytes: an .xlsx, a zip, UTF-16) are refused before any parsing.
 */
import { IMPORT_MESSAGES } from '#domain/admin/catalogue-import.ts'
import { ImportFormatError } from './catalogue-files.ts'

export type TextEncoding = 'utf-8' | 'windows-1252'

export interface DecodedText {
  text: string
  encoding: TextEncoding
}

export function decodeImportText(bytes: Uint8Array): DecodedText {
  if (bytes.includes(0)) throw new ImportFormatError(IMPORT_MESSAGES.notText)
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' }
  }
}
