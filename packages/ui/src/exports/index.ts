// Eager entry of @latch/ui: only the header buttons. The modal and its views are in `@latch/ui/modal`.
export { ConnectButton, type ConnectButtonProps } from '../buttons/ConnectButton'
export { AccountButton, type AccountButtonProps } from '../buttons/AccountButton'
export { NetworkButton, type NetworkButtonProps } from '../buttons/NetworkButton'
export type { HeaderButtonProps } from '../buttons/types'
export { formatBalance, shortAddress } from '../utils/format'
export { buttonLabels, type ButtonLabels } from '../i18n/buttonLabels'
export { resolveLocale } from '../i18n/locale'
