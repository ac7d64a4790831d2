/**
 * What the approval screen shows about a request: a title and rows of facts. A warning row is drawn as
 * a warning; a code row holds hex or JSON (scrolls, never cut); depth indents nested fields.
 */
export interface Row {
  label: string
  value: string
  kind?: 'warning' | 'code'
  depth?: number
}

export interface Described {
  title: string
  rows: Row[]
}

/** The chain the wallet signs on, as the frame's project lists it. */
export interface ChainInfo {
  chainId: number
  name: string
  currency: string
  /** The server sends this chain's operations of smart accounts through a bundler. */
  smartAccounts?: boolean
  /** The chain's default paymaster (its display name): when set, every smart-account operation on it is sponsored. */
  sponsor?: string
}

/** The account the server signs or sends with on the chain, as its last answer named it. */
export interface ActiveAccount {
  type: 'eoa' | 'smartAccount'
  address: string
  /** For a smart account: whether its contract exists yet (undefined: the server did not say). */
  deployed?: boolean
}

export const warningRow = (value: string): Row => ({ label: 'Warning', value, kind: 'warning' })
export const networkRow = (chain: ChainInfo): Row => ({ label: 'Network', value: networkName(chain) })
export const networkName = (chain: ChainInfo) => `${chain.name} (chain ${chain.chainId})`
