/** The payment blocks of the signed-in shopper's orders, by order id; fetched once the page has the session. */
import { useEffect, useState } from 'react'
import { fetchPaymentBlocks, type ShopperPayment } from './payment-api.ts'

export function useOrderPayments(email: string | null | undefined): Map<number, ShopperPayment> | null {
  const [blocks, setBlocks] = useState<Map<number, ShopperPayment> | null>(null)
  useEffect(() => {
    if (!email) return
    void fetchPaymentBlocks().then((answer) => setBlocks(new Map((answer?.orders ?? []).map((o) => [o.order_id, o]))))
  }, [email])
  return blocks
}
