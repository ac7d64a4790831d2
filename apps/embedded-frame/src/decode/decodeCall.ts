/** The well-known calls the approval screen can spell out; any other calldata is shown raw, with a warning. */
import { type DecodedCall, wordsOf } from './abiWords'
import { erc20Calls } from './erc20'
import { nftCalls } from './nft'
import { permit2Calls } from './permit2'

const DECODERS = new Map(Object.entries({ ...erc20Calls, ...nftCalls, ...permit2Calls }))

/** `data`: lower-case calldata; `to`: the called contract (checksummed). Undefined when not a known call in canonical form. */
export function decodeCall(data: string, to: string | null): DecodedCall | undefined {
  const decoder = DECODERS.get(data.slice(0, 10))
  const words = wordsOf(data)
  return to && decoder && words ? decoder(words, to) : undefined
}
