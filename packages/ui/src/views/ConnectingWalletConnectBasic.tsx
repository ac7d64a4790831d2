import { WalletConnectQr } from './WalletConnectQr'

/** Connect any WalletConnect wallet: scan the QR code or copy the link. */
export default function ConnectingWalletConnectBasic() {
  return <WalletConnectQr />
}
