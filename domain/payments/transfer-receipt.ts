/** The shopper's transfer receipt: a PDF or an image, at most 10 MB, recognised by its first bytes. */

export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024

export type ReceiptType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp'

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

/** The receipt's content type from its bytes (never from the name or the browser's word); null for anything else. */
export function receiptType(bytes: Uint8Array): ReceiptType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

const EXTENSIONS: Record<ReceiptType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** Where an order's receipt is kept in the file store. */
export const receiptKey = (orderId: number, type: ReceiptType) => `payment-receipts/order_${orderId}.${EXTENSIONS[type]}`
