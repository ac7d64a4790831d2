export { createRateLimiter, type RateLimitOptions } from '../rateLimit'
export { readJsonBody } from '../readJsonBody'
export { type FetchHandler, toNodeListener } from '../toNodeListener'
