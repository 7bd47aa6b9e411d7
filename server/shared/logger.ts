/**
 * The process's one logger (pino, the one Fastify uses): the store's own messages — start-up,
 * shutdown, the e-mail sender — and the request log go through it, in one format. JSON lines for
 * machines (a container's log collector, a file), one readable line per message for a person at
 * a terminal; `LOG_FORMAT` chooses, and by default the terminal decides. Errors that stop the
 * process or a request go to stderr, everything else to stdout.
 */
import { pino, type DestinationStream, type Level, type Logger } from 'pino'
import pretty from 'pino-pretty'

export type LogFormat = 'pretty' | 'json'
export type LogLevel = Level | 'silent'

export interface LoggerOptions {
  level: LogLevel
  format: LogFormat
  /** where messages below `error` go; stdout by default */
  out?: NodeJS.WritableStream
  /** where `error` and `fatal` go; stderr by default */
  err?: NodeJS.WritableStream
}

/** `auto`: readable lines when stdout is a terminal, JSON when it is a pipe or a file. */
export function chooseLogFormat(setting: LogFormat | 'auto', stdoutIsTerminal = process.stdout.isTTY === true): LogFormat {
  if (setting !== 'auto') return setting
  return stdoutIsTerminal ? 'pretty' : 'json'
}

/**
 * The level of the request log's lines: `info` in JSON (a log collector keeps every request),
 * `debug` in the readable format — a person at a terminal wants to see the store start and its
 * problems, not a line for each page they open (`LOG_LEVEL=debug` shows them).
 */
export function requestLogLevel(format: LogFormat): 'info' | 'debug' {
  return format === 'pretty' ? 'debug' : 'info'
}

interface RequestFields {
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
}

/** A request in one line: `GET /api/products 200 12 ms` (server/shared/request-log.ts writes it). */
function requestLine(log: RequestFields, message: string): string {
  if (!log.req || !log.res) return message
  const ms = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : ''
  const outcome = message === 'request completed' ? '' : ` (${message})`
  return `${log.req.method} ${log.req.url} ${log.res.statusCode}${ms}${outcome}`
}

function prettyStream(destination: NodeJS.WritableStream): DestinationStream {
  const colorize = (destination as { isTTY?: boolean }).isTTY === true
  return pretty({
    destination,
    sync: true,
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    // Machine fields a person reading the terminal does not need; the JSON lines keep them.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: (log, messageKey) => requestLine(log as RequestFields, String(log[messageKey] ?? '')),
  })
}

function jsonStream(destination: NodeJS.WritableStream): DestinationStream {
  // Written at once, not buffered: the last lines before process.exit are not lost.
  if (destination === process.stdout) return pino.destination({ dest: 1, sync: true })
  if (destination === process.stderr) return pino.destination({ dest: 2, sync: true })
  return destination as DestinationStream
}

export function createLogger({ level, format, out = process.stdout, err = process.stderr }: LoggerOptions): Logger {
  const stream = format === 'pretty' ? prettyStream : jsonStream
  return pino(
    { level, serializers: { err: pino.stdSerializers.err } },
    // dedupe: each line goes to the one stream with the highest level it reaches.
    pino.multistream(
      [
        { level: 'trace', stream: stream(out) },
        { level: 'error', stream: stream(err) },
      ],
      { dedupe: true },
    ),
  )
}

/**
 * The store's own messages: start-up, shutdown, the e-mail sender. Shown at every LOG_LEVEL but
 * `silent` (then only what stops the process), as they always were; LOG_LEVEL=warn quiets the
 * request log, not the line saying where the store listens.
 */
export function storeLogger(logger: Logger): Logger {
  const verbose = logger.levelVal < pino.levels.values.info!
  const level: Level = logger.level === 'silent' ? 'fatal' : verbose ? (logger.level as Level) : 'info'
  return logger.child({}, { level })
}
