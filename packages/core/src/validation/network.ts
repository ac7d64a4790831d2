/** Shapes of networks and namespaces (spec §3 "Network"). */
import * as v from 'valibot'
import { CHAIN_NAMESPACES } from '../constants'
import { parseCaipNetworkId } from '../utils/caip'

export const chainNamespaceSchema = v.picklist(CHAIN_NAMESPACES)

export const caipNetworkIdSchema = v.pipe(
  v.string(),
  v.check((id) => parseCaipNetworkId(id) !== undefined, 'A CAIP-2 id is namespace:reference with a known namespace'),
)

const urlString = v.pipe(v.string(), v.url('Must be a URL'))

export const caipNetworkSchema = v.pipe(
  v.object({
    id: v.union([v.number(), v.pipe(v.string(), v.nonEmpty())]),
    name: v.pipe(v.string(), v.nonEmpty('A network needs a name')),
    caipNetworkId: caipNetworkIdSchema,
    deprecatedCaipNetworkId: v.optional(caipNetworkIdSchema),
    chainNamespace: chainNamespaceSchema,
    nativeCurrency: v.object({
      name: v.string(),
      symbol: v.pipe(v.string(), v.nonEmpty()),
      decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
    }),
    rpcUrls: v.object({
      default: v.object({ http: v.array(urlString), webSocket: v.optional(v.array(urlString)) }),
    }),
    blockExplorers: v.optional(v.object({ default: v.object({ name: v.string(), url: urlString }) })),
    testnet: v.optional(v.boolean()),
    assets: v.optional(v.object({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) })),
  }),
  v.check((n) => n.caipNetworkId.startsWith(`${n.chainNamespace}:`), 'caipNetworkId must start with the chainNamespace'),
)
