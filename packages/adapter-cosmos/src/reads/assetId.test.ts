import { describe, expect, it } from 'vitest'
import { assetDenom, denomAssetId } from './assetId'

const HUB = 'cosmos:cosmoshub-4' as const
const native = { denom: 'uatom', coinType: 118 }
const IBC = `ibc/${'27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'}`

describe('CAIP-19 ids of denoms', () => {
  it.each([
    ['uatom', `${HUB}/slip44:118`],
    [IBC, `${HUB}/ibc:27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2`],
    ['uother', `${HUB}/denom:uother`],
    ['factory/osmo1abc/my_token', `${HUB}/denom:factory%2Fosmo1abc%2Fmy%5Ftoken`],
  ])('%s is %s, and back', (denom, id) => {
    expect(denomAssetId(HUB, denom, native)).toBe(id)
    expect(id).toMatch(/^cosmos:[-_a-zA-Z0-9]{1,32}\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}$/)
    expect(assetDenom(id, HUB, native)).toBe(denom)
  })

  it("names nothing on another chain or under another coin type", () => {
    expect(assetDenom('cosmos:osmosis-1/denom:uother', HUB, native)).toBeUndefined()
    expect(assetDenom(`${HUB}/slip44:60`, HUB, native)).toBeUndefined()
    expect(assetDenom(`${HUB}/erc20:0xabc`, HUB, native)).toBeUndefined()
  })
})
