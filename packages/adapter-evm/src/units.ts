/** Units on eip155: core's exact conversion, with a whole amount written "1.0" (the ethers convention dapps expect). */
import { formatUnits as format, parseUnits } from '@latch/core'

export const formatUnits = (value: bigint, decimals: number): string => format(value, decimals, { keepFraction: true })
export { parseUnits }
