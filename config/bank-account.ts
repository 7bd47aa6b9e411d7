/**
 * The seller's bank account for transfers and deposits (payment list 2): what the receipt and
 * Mis pedidos show beside the amount. Demo values; a real seller writes theirs here.
 */
export interface BankAccount {
  holder: string
  bank: string
  cbu: string
  alias: string
  cuit: string
}

export const bankAccount: BankAccount = {
  holder: 'TecnoHogar S.R.L.',
  bank: 'Banco de la Nación Argentina',
  cbu: '0110599520000001234567',
  alias: 'TECNOHOGAR.PAGOS',
  cuit: '30-71234567-4',
}
