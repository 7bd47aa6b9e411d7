/**
 * A local stand-in for S3 in the tests: s3rver (an S3-compatible server from npm, files in a
 * temporary folder) on a free port, with one bucket. What s3-file-store.ts calls — PutObject,
 * GetObject, DeleteObject — it answers like S3, missing keys with NoSuchKey/404 included.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error s3rver ships no types; only the constructor, run() and close() are used
import S3rver from 's3rver'

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>
  close(): Promise<void>
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance

export interface S3StandIn {
  endpoint: string
  bucket: string
  /** the environment a store needs to keep its files there */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startS3StandIn(bucket = 'tienda-archivos'): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3-stand-in-'))
  const server = new (S3rver as S3rverConstructor)({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // the SDK's notice that its 2027 releases will need Node 22, on stderr
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
