/** The customer as the pages and the API see it: never a hash or a Google id. */
import type { VatCondition } from './vat-condition.ts'

export interface UserData {
  id: number
  fullname: string
  /** a DNI or an 11-digit CUIT/CUIL, digits only */
  dni: string
  /** condición frente al IVA, which decides the invoice; an addition to the API's original fields */
  vat_condition: VatCondition
  phone: string
  email: string
  address: string
  location: string
  postal_code: string
}
