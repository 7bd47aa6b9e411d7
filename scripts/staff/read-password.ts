/**
 * A password for `add-staff`: from standard input when it is not a terminal (its first line, as
 * `passwd --stdin` reads it: `printf '%s\n' "$CLAVE" | npm run staff -- add-staff …`), or typed
 * twice at a prompt that shows nothing of it.
 */
import { CliError } from './cli-error.ts'

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

/** The first line of piped input, without its line break. */
export function firstLine(text: string): string {
  const end = text.search(/\r?\n/)
  return end === -1 ? text : text.slice(0, end)
}

/** Reads one line from the terminal without echoing it. Ctrl-C stops the command (exit code 130). */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin
  return new Promise((resolve, reject) => {
    let value = ''
    // Echo off before the question shows: nothing typed after it can appear on the screen.
    stdin.setRawMode(true)
    process.stderr.write(question)
    stdin.resume()
    stdin.setEncoding('utf8')
    const done = (error?: Error) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.off('data', onData)
      process.stderr.write('\n')
      if (error) reject(error)
      else resolve(value)
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done()
        if (char === '\u0003') return done(new CliError('Interrumpido: no se guardó nada.', 130))
        if (char === '\u0004' && value === '') return done(new CliError('No se ingresó ninguna contraseña.'))
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('')
        else if (char >= ' ') value += char
      }
    }
    stdin.on('data', onData)
  })
}

export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = firstLine(await readAll(process.stdin))
    if (password === '') throw new CliError('No llegó ninguna contraseña por la entrada estándar.')
    return password
  }
  const password = await promptHidden('Contraseña nueva: ')
  const again = await promptHidden('Repita la contraseña: ')
  if (password !== again) throw new CliError('Las contraseñas no coinciden: no se guardó nada.')
  return password
}
