/** The customer as the pages and the API see it: never a hash or a Google id. */
import type { VatCondition } from './vat-condition.ts'

export interface UserData {
  id: number
  fullname: string
  /** a DNI or an 11-digit CUIT/CUIL, digits only (issue 15) */
  dni: string
  /** condición frente al IVA (issue 15); beside the spec's fields */
  vat_condition: VatCondition
  phone: string
  email: string
  address: string
  location: string
  postal_code: string
}
