// @latch/onramp-server: the dapp backend's side of Latch's on-ramp protocol (see @latch/core/onramp types.ts).
export { createOnrampHandler, type OnrampHandler, type OnrampHandlerInfo, type OnrampHandlerOptions } from '../handler/createOnrampHandler'
export type { RateLimitOptions } from '@latch/server-kit'
export { toNodeListener } from '../handler/toNodeListener'
export { DEFAULT_PAYMENT_CURRENCIES, DEFAULT_PURCHASE_CURRENCIES } from '../defaultCurrencies'
export { OnrampProviderError, type OnrampRequestContext, type ServerOnrampProvider } from '../provider'
export { COINBASE_NETWORKS, coinbaseOnramp, type CoinbaseOnrampOptions } from '../providers/coinbase'
export { MOONPAY_NETWORKS, moonpayOnramp, signMoonpayUrl, type MoonpayOnrampOptions } from '../providers/moonpay'
export { TRANSAK_NETWORKS, transakOnramp, type TransakOnrampOptions } from '../providers/transak'
