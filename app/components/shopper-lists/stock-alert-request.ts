/** The alert form's request, loaded on its first submit: the API client stays off the product page's first script. */
import type { StockAlertInput } from '#domain/forms/stock-alert.ts'
import { api, type ApiResult } from '../../lib/api-client.ts'

export function requestStockAlert(input: StockAlertInput): Promise<ApiResult<{ message: string }>> {
  return api<{ message: string }>('/api/stock-alerts', { method: 'POST', body: input })
}
