import type { Meta, StoryObj } from '@storybook/react-vite'
import { Avatar, Button, Icon, IconButton, ListItem, Spinner, WalletImage, adoptStyles, modalStyles } from '@latch/ui/primitives'
import type { ReactNode } from 'react'
import { ADDRESS, wallets } from './seed'

// Primitives are pure props; the modal stylesheet is adopted the way the modal does it.
function Frame({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  adoptStyles(document, 'latch-modal', modalStyles)
  return (
    <div className="latch-theme" data-theme={dark ? 'dark' : 'light'}>
      <div className="latch-card">
        <div className="latch-body">{children}</div>
      </div>
    </div>
  )
}

const meta: Meta = { title: 'Primitives' }
export default meta

export const Buttons: StoryObj = {
  render: () => (
    <Frame>
      <Button variant="primary">Primary</Button>
      <Button>Secondary</Button>
      <Button variant="danger">Danger</Button>
      <Button disabled>Disabled</Button>
    </Frame>
  ),
}
export const IconButtons: StoryObj = {
  render: () => (
    <Frame>
      <div className="latch-row">
        <IconButton icon="back" label="Back" />
        <IconButton icon="close" label="Close" />
        <IconButton icon="copy" label="Copy address" />
        <IconButton icon="copy" label="Copy address" disabled />
      </div>
    </Frame>
  ),
}
export const Icons: StoryObj = {
  render: () => (
    <Frame>
      <div className="latch-row">
        {(['close', 'back', 'copy', 'external', 'disconnect', 'chevron', 'search', 'network', 'warning', 'wallet'] as const).map((n) => (
          <span key={n} title={n} style={{ width: 24, height: 24, display: 'inline-block' }}>
            <Icon name={n} />
          </span>
        ))}
      </div>
    </Frame>
  ),
}
export const ListItems: StoryObj = {
  render: () => (
    <Frame>
      <ListItem label="MetaMask" image={wallets[0]?.imageUrl} tags={[{ text: 'Installed', tone: 'accent' }]} />
      <ListItem label="Recent wallet" image={wallets[1]?.imageUrl} tags={[{ text: 'Recent' }]} />
      <ListItem label="No image" />
      <ListItem label="Active network" current tags={[{ text: 'Active', tone: 'accent' }]} />
      <ListItem label="Disabled" disabled />
    </Frame>
  ),
}
export const ListItemsDark: StoryObj = { render: () => <Frame dark><ListItem label="MetaMask" image={wallets[0]?.imageUrl} tags={[{ text: 'Installed', tone: 'accent' }]} /></Frame> }
export const WalletImages: StoryObj = {
  render: () => (
    <Frame>
      <div className="latch-row">
        <WalletImage name="MetaMask" src={wallets[0]?.imageUrl} />
        <WalletImage name="Fallback" />
        <WalletImage name="Unsafe source" src="javascript:alert(1)" />
        <WalletImage name="Large" src={wallets[1]?.imageUrl} size="lg" />
      </div>
    </Frame>
  ),
}
export const Avatars: StoryObj = {
  render: () => (
    <Frame>
      <div className="latch-row">
        <Avatar address={ADDRESS} label="Avatar" />
        <Avatar address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" label="Avatar" />
      </div>
    </Frame>
  ),
}
export const Spinners: StoryObj = {
  render: () => (
    <Frame>
      <div className="latch-row">
        <Spinner />
        <Spinner size="lg" label="Loading" />
      </div>
    </Frame>
  ),
}
