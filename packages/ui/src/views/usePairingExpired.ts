import { useEffect, useState } from 'react'

/** True once the pairing has 10 s or less left (spec §4), re-evaluated on a timer. */
export function usePairingExpired(expiry: number | undefined, marginMs = 10_000): boolean {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (expiry === undefined) return
    const wait = expiry - marginMs - Date.now()
    if (wait <= 0) return
    const id = setTimeout(() => setNow(Date.now()), wait + 50)
    return () => clearTimeout(id)
  }, [expiry, marginMs])
  return expiry !== undefined && expiry - now <= marginMs
}
