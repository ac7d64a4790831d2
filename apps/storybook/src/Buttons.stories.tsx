import type { Meta, StoryObj } from '@storybook/react-vite'
import { AccountButton, buttonLabels, ConnectButton, NetworkButton } from '@latch/ui'
import { ADDRESS, wallets } from './seed'

const meta: Meta = { title: 'Buttons' }
export default meta

export const Connect: StoryObj = { render: () => <ConnectButton label="Connect Wallet" /> }
export const Connecting: StoryObj = { render: () => <ConnectButton label="Connecting..." loading /> }
export const ConnectDisabled: StoryObj = { render: () => <ConnectButton label="Connect Wallet" disabled /> }
// What <AppKitButton/> shows with `locale: 'ar'`: the words come from buttonLabels, marked with their language.
export const ConnectArabic: StoryObj = { render: () => <ConnectButton label={buttonLabels('ar').connect} lang="ar" /> }
export const ConnectDark: StoryObj = { render: () => <ConnectButton label="Connect Wallet" themeMode="dark" /> }
export const Account: StoryObj = { render: () => <AccountButton address={ADDRESS} /> }
export const AccountWithBalance: StoryObj = { render: () => <AccountButton address={ADDRESS} balance="10,000.00 ETH" /> }
export const AccountWithName: StoryObj = { render: () => <AccountButton address={ADDRESS} name="alice.eth" /> }
export const AccountDark: StoryObj = { render: () => <AccountButton address={ADDRESS} balance="1.25 ETH" themeMode="dark" /> }
export const Network: StoryObj = { render: () => <NetworkButton name="Ethereum" /> }
export const NetworkWithImage: StoryObj = { render: () => <NetworkButton name="Ethereum" image={wallets[0]?.imageUrl} /> }
export const NetworkJapanese: StoryObj = { render: () => <NetworkButton name="Ethereum" label={buttonLabels('ja').network} lang="ja" /> }
export const NetworkDisabled: StoryObj = { render: () => <NetworkButton name="Ethereum" disabled /> }
