import { WalletConnectQr } from './WalletConnectQr'

/** Connect any WalletConnect wallet: scan the QR code or copy the link. (On a phone core's router shows AllWallets instead.) */
export default function ConnectingWalletConnectBasic() {
  return <WalletConnectQr />
}
