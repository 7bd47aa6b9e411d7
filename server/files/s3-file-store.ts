/**
 * Files in a bucket of an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Backblaze
 * B2…), when S3_BUCKET is set. `@aws-sdk/client-s3` is loaded with a dynamic import on the first
 * call, so a store that does not use object storage never loads it (nor pays its start-up).
 * Each file is one object under `S3_PREFIX` + key, with its content type; a put replaces it whole.
 */
// Types only: erased from the build, so the package itself is loaded by loadSdk's import() alone.
import type * as S3Sdk from '@aws-sdk/client-s3'
import { checkFileKey, checkNewFile, type FileStore, type StoredFile } from './file-store.ts'

export interface S3Settings {
  bucket: string
  /** prepended to every key, e.g. 'tienda/' (may be empty) */
  prefix: string
  region: string
  /** another provider's (or a local server's) address; AWS when absent */
  endpoint?: string | undefined
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most local servers) */
  forcePathStyle: boolean
  /** both or neither: without them the SDK's own chain (environment, instance role…) applies */
  accessKeyId?: string | undefined
  secretAccessKey?: string | undefined
}

type S3Module = typeof S3Sdk

const loadSdk = (): Promise<S3Module> => import('@aws-sdk/client-s3')

export function s3FileStore(settings: S3Settings, load: () => Promise<S3Module> = loadSdk): FileStore {
  let ready: Promise<{ sdk: S3Module; client: InstanceType<S3Module['S3Client']> }> | undefined
  const connect = () =>
    (ready ??= load().then((sdk) => {
      const client = new sdk.S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
        // Checksums only where S3 requires them: several S3-compatible servers refuse the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      })
      return { sdk, client }
    }))
  const objectKey = (key: string) => settings.prefix + checkFileKey(key)

  return {
    kind: 's3',
    location: `s3://${settings.bucket}/${settings.prefix}${settings.endpoint ? ` (${settings.endpoint})` : ''}`,

    async put(key, file) {
      const Key = objectKey(key)
      const { bytes, contentType } = checkNewFile(file)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      )
    },

    async get(key): Promise<StoredFile | null> {
      const Key = objectKey(key)
      const { sdk, client } = await connect()
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key }))
        const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array())
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream', size: bytes.length }
      } catch (error) {
        if (
          error instanceof sdk.NoSuchKey ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null
        throw error
      }
    },

    async delete(key) {
      const Key = objectKey(key)
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key }))
    },
  }
}
