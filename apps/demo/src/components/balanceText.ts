/** How every card shows a namespace's balance, so the EVM and chain panels read alike (a dash until it is known). */
export function balanceText({ balance, balanceSymbol }: { balance: string | undefined; balanceSymbol: string | undefined }): string {
  return balance !== undefined ? `${balance} ${balanceSymbol ?? ''}`.trim() : '—'
}
