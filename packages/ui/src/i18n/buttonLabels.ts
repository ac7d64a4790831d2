/**
 * The header buttons' words in every language. The buttons paint before any catalogue loads (each is a chunk of
 * several KiB), so these few, and only these, are in the first bundle; catalogues.test.ts holds them to the same
 * twelve languages.
 */
export interface ButtonLabels {
  /** The connect button. */
  connect: string
  /** The connect button while connecting or reconnecting. */
  connecting: string
  /** The network button's name when no network is known, and the word its accessible name starts with. */
  network: string
}

export const buttonLabelsByLocale: Record<string, ButtonLabels> = {
  en: { connect: 'Connect Wallet', connecting: 'Connecting...', network: 'Network' },
  de: { connect: 'Wallet verbinden', connecting: 'Verbinde...', network: 'Netzwerk' },
  es: { connect: 'Conectar billetera', connecting: 'Conectando...', network: 'Red' },
  fr: { connect: 'Connecter un portefeuille', connecting: 'Connexion...', network: 'Réseau' },
  pt: { connect: 'Conectar carteira', connecting: 'Conectando...', network: 'Rede' },
  it: { connect: 'Connetti wallet', connecting: 'Connessione...', network: 'Rete' },
  ja: { connect: 'ウォレットを接続', connecting: '接続中...', network: 'ネットワーク' },
  ko: { connect: '지갑 연결', connecting: '연결 중...', network: '네트워크' },
  zh: { connect: '连接钱包', connecting: '连接中...', network: '网络' },
  ru: { connect: 'Подключить кошелёк', connecting: 'Подключение...', network: 'Сеть' },
  tr: { connect: 'Cüzdan bağla', connecting: 'Bağlanıyor...', network: 'Ağ' },
  ar: { connect: 'ربط المحفظة', connecting: 'جارٍ الربط...', network: 'الشبكة' },
}

/** The labels of a supported language (see resolveLocale); English for any other. */
export function buttonLabels(locale: string): ButtonLabels {
  return buttonLabelsByLocale[locale] ?? (buttonLabelsByLocale.en as ButtonLabels)
}
