import type { OnrampPaymentCurrency } from '@latch/core'

/**
 * The least and most one purchase may pay in a payment currency. The quote asks for no payment method (each
 * provider takes its default), so the widest range of the currency's methods holds.
 */
export function paymentLimits(currency: OnrampPaymentCurrency | undefined): { min?: number; max?: number } {
  const limits = currency?.payment_method_limits ?? []
  const mins = limits.map((l) => Number(l.min)).filter(Number.isFinite)
  const maxes = limits.map((l) => Number(l.max)).filter(Number.isFinite)
  return { ...(mins.length ? { min: Math.min(...mins) } : {}), ...(maxes.length ? { max: Math.max(...maxes) } : {}) }
}

/** Whether `amount` is below or above the limits; undefined when it is within them or not a number yet. */
export function limitProblem(amount: string, limits: { min?: number; max?: number }): 'below' | 'above' | undefined {
  const n = Number(amount.trim())
  if (amount.trim() === '' || !Number.isFinite(n)) return undefined
  if (limits.min !== undefined && n < limits.min) return 'below'
  if (limits.max !== undefined && n > limits.max) return 'above'
  return undefined
}
