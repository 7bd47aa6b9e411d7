/** The customer as the pages and the API see it (spec section 3): never a hash or a Google id. */
export interface UserData {
  id: number
  fullname: string
  dni: string
  phone: string
  email: string
  address: string
  location: string
  postal_code: string
}
