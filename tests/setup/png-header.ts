import { crc32 } from 'node:zlib'

/** A PNG's signature and IHDR chunk: all a header needs to claim a size. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 6, 0, 0, 0], 8)
  const type = Buffer.from('IHDR')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(13)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdr])))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, type, ihdr, crc])
}
