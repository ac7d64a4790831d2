// A cap on the requests that wait (email/device holds one open up to 25 s): per device and per client
// address, counted in this process. Each waiting request costs a socket and a lookup every half second;
// without a cap one client could hold thousands (review finding M4).
import { RateLimitError } from './rateLimit.mjs'

export const LONG_POLLS_PER_DEVICE = 2
export const LONG_POLLS_PER_ADDRESS = 20

/** @param {{ perDevice?: number, perAddress?: number }} [caps] */
export function createLongPollGate({ perDevice = LONG_POLLS_PER_DEVICE, perAddress = LONG_POLLS_PER_ADDRESS } = {}) {
  /** @type {Map<string, number>} */
  const open = new Map()
  /** @param {string} key @param {number} by */
  const add = (key, by) => {
    const n = (open.get(key) ?? 0) + by
    if (n > 0) open.set(key, n)
    else open.delete(key)
  }
  return {
    /**
     * Takes a place, or throws 429 when the device or address already waits as often as allowed.
     * @param {string} deviceId
     * @param {string} address the address's rate-limit key
     * @returns {() => void} gives the place back (call once)
     */
    enter(deviceId, address) {
      const device = `d:${deviceId}`
      const from = `a:${address}`
      if ((open.get(device) ?? 0) >= perDevice || (open.get(from) ?? 0) >= perAddress) throw new RateLimitError('Too many requests are waiting. Try again in a few seconds.', 5)
      add(device, 1)
      add(from, 1)
      let released = false
      return () => {
        if (released) return
        released = true
        add(device, -1)
        add(from, -1)
      }
    },
  }
}
