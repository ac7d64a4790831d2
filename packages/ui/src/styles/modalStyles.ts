import { tokens } from './tokens'

/** The modal shell and primitives; loaded with the modal chunk, never before the first open. */
export const modalStyles = `${tokens}
.latch-overlay {
  position: fixed; inset: 0; z-index: var(--latch-z); display: flex; align-items: center; justify-content: center;
  background: rgba(0, 0, 0, .45); padding: 16px; box-sizing: border-box;
}
.latch-overlay[data-embedded="true"] { position: static; background: none; padding: 0; z-index: auto; }
.latch-card {
  width: var(--latch-width); max-width: 100%; max-height: calc(100vh - 32px); overflow: auto; box-sizing: border-box;
  background: var(--latch-bg); color: var(--latch-fg); border: 1px solid var(--latch-border);
  border-radius: calc(var(--latch-radius) * 7); box-shadow: 0 16px 48px rgba(0, 0, 0, .25);
  font-size: calc(var(--latch-font-size) * 1.4); line-height: 1.4;
}
.latch-card[data-shake="true"] { animation: latch-shake .5s ease-in-out; }
@keyframes latch-shake { 0%,100% { transform: translateX(0) } 20%,60% { transform: translateX(-8px) } 40%,80% { transform: translateX(8px) } }
@media (prefers-reduced-motion: reduce) { .latch-card[data-shake="true"] { animation: none; outline: 2px solid var(--latch-error); } }
[dir="rtl"] svg[data-directional] { transform: scaleX(-1); }
@media (max-width: 430px) {
  .latch-overlay:not([data-embedded="true"]) { align-items: flex-end; padding: 0; }
  .latch-overlay:not([data-embedded="true"]) .latch-card { width: 100%; border-radius: calc(var(--latch-radius) * 7) calc(var(--latch-radius) * 7) 0 0; }
}
.latch-header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 4px; }
.latch-title { margin: 0; text-align: center; font-size: 1.1em; font-weight: 600; }
.latch-body { padding: 8px 16px 16px; display: flex; flex-direction: column; gap: 8px; }
.latch-iconbtn {
  width: 36px; height: 36px; display: inline-flex; align-items: center; justify-content: center; padding: 0;
  border: 0; border-radius: calc(var(--latch-radius) * 3); background: transparent; color: var(--latch-fg); cursor: pointer;
}
.latch-iconbtn:hover:not(:disabled) { background: var(--latch-bg-2); }
.latch-iconbtn:disabled { opacity: .4; cursor: not-allowed; }
.latch-iconbtn svg, .latch-item svg, .latch-btn svg { width: 18px; height: 18px; flex: none; }
.latch-lead { width: 36px; height: 36px; flex: none; display: inline-flex; align-items: center; justify-content: center; border-radius: calc(var(--latch-radius) * 2.5); background: var(--latch-bg-3); }
.latch-card :focus-visible { outline: none; box-shadow: var(--latch-focus); }
.latch-item {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 52px; padding: 8px 12px; box-sizing: border-box;
  border: 0; border-radius: calc(var(--latch-radius) * 4); background: var(--latch-bg-2); color: var(--latch-fg);
  font: inherit; text-align: start; cursor: pointer; text-decoration: none;
}
.latch-item:hover:not(:disabled) { background: var(--latch-bg-3); }
.latch-item:disabled { opacity: .55; cursor: not-allowed; }
.latch-item[aria-current="true"] { outline: 2px solid var(--latch-accent); outline-offset: -2px; }
.latch-item-label { flex: 1; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-tag { font-size: .8em; padding: 2px 6px; border-radius: calc(var(--latch-radius) * 2); background: var(--latch-bg); color: var(--latch-fg-2); }
.latch-tag[data-tone="accent"] { color: var(--latch-accent); }
.latch-img { width: 36px; height: 36px; border-radius: calc(var(--latch-radius) * 2.5); background: var(--latch-bg-3); flex: none; object-fit: cover; display: inline-flex; align-items: center; justify-content: center; font-weight: 700; color: var(--latch-fg-2); }
.latch-img[data-size="lg"] { width: 72px; height: 72px; border-radius: calc(var(--latch-radius) * 5); font-size: 1.6em; }
.latch-avatar { width: 72px; height: 72px; border-radius: 50%; flex: none; }
.latch-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 0 16px;
  border-radius: calc(var(--latch-radius) * 4); border: 1px solid var(--latch-border); background: var(--latch-bg-2);
  color: var(--latch-fg); font: 600 1em var(--latch-font); cursor: pointer; text-decoration: none;
}
.latch-btn[data-variant="primary"] { background: var(--latch-accent); border-color: var(--latch-accent); color: var(--latch-on-accent); }
.latch-btn[data-variant="danger"] { color: var(--latch-error); }
.latch-btn:disabled { opacity: .55; cursor: not-allowed; }
.latch-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 8px 0; }
.latch-muted { color: var(--latch-fg-2); margin: 0; }
.latch-error { color: var(--latch-error); margin: 0; }
.latch-strong { font-weight: 600; font-size: 1.2em; margin: 0; }
.latch-mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.latch-row { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
.latch-input {
  width: 100%; min-height: 40px; box-sizing: border-box; padding: 0 12px; border-radius: calc(var(--latch-radius) * 4);
  border: 1px solid var(--latch-border); background: var(--latch-bg); color: var(--latch-fg); font: inherit;
}
.latch-subtitle { font-size: 1em; font-weight: 600; margin: 12px 0 8px; }
.latch-token { width: 100%; border: 0; font: inherit; color: inherit; text-align: start; display: flex; align-items: center; gap: 10px; padding: 8px 10px; border-radius: calc(var(--latch-radius) * 3); background: var(--latch-bg-2); }
button.latch-token { cursor: pointer; }
.latch-token-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-nfts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; margin: 0; padding: 0; list-style: none; }
.latch-tablist { display: flex; gap: 4px; margin: 8px 0; padding: 3px; border-radius: calc(var(--latch-radius) * 4); background: var(--latch-bg-2); }
.latch-tab { flex: 1; border: 0; padding: 6px 8px; border-radius: calc(var(--latch-radius) * 3); background: transparent; color: var(--latch-fg-2); font: inherit; cursor: pointer; }
.latch-tab[aria-selected="true"] { background: var(--latch-bg); color: var(--latch-fg); font-weight: 600; }
.latch-tab:focus-visible { outline: 2px solid var(--latch-focus); outline-offset: 1px; }
.latch-choice { text-align: center; }
.latch-choice[data-checked] { background: var(--latch-bg); color: var(--latch-fg); font-weight: 600; }
.latch-choice:focus-within { outline: 2px solid var(--latch-focus); outline-offset: 1px; }
.latch-legend { padding: 0; }
.latch-legs { width: 100%; text-align: start; }
.latch-leg { display: flex; gap: 8px; align-items: center; }
.latch-nft { position: relative; }
.latch-nft-badge, .latch-nft-spam { position: absolute; inset-inline-start: 4px; bottom: 4px; font-size: 11px; padding: 1px 5px; border-radius: 6px; background: rgb(0 0 0 / 0.6); color: #fff; }
.latch-nft-spam { inset-inline-start: auto; inset-inline-end: 4px; }
.latch-token-amount { display: flex; flex-direction: column; align-items: flex-end; font-variant-numeric: tabular-nums; }
.latch-lead img { border-radius: 50%; display: block; }
.latch-nfts img { width: 100%; height: auto; border-radius: calc(var(--latch-radius) * 3); display: block; }
.latch-activity { display: flex; align-items: center; gap: 10px; padding: 8px 10px; border-radius: calc(var(--latch-radius) * 3); background: var(--latch-bg-2); }
.latch-activity-main { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.latch-activity-amounts { display: flex; flex-direction: column; align-items: flex-end; font-variant-numeric: tabular-nums; }
.latch-activity time { min-width: 3em; text-align: end; color: var(--latch-fg-2); }
.latch-grow { flex: 1; min-width: 0; }
.latch-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.latch-socials { display: flex; flex-direction: column; gap: 8px; }
.latch-social-wide { width: 100%; display: flex; align-items: center; justify-content: center; gap: 10px; }
.latch-social-icons { display: flex; gap: 8px; }
.latch-social-icon { flex: 1; min-width: 44px; min-height: 44px; display: inline-flex; align-items: center; justify-content: center; border: 0; border-radius: calc(var(--latch-radius) * 3); background: var(--latch-bg-2); color: var(--latch-fg); cursor: pointer; font: inherit; font-weight: 700; }
.latch-social-icon:hover { background: var(--latch-bg-3); }
.latch-brand { flex: none; display: block; }
.latch-img .latch-brand { width: 100%; height: 100%; }
.latch-form { display: flex; flex-direction: column; gap: 8px; margin: 0 0 8px; }
.latch-otp { text-align: center; letter-spacing: .4em; font-size: 1.4em; }
.latch-frame-slot { width: 100%; border-radius: calc(var(--latch-radius) * 4); background: var(--latch-bg-2); }
.latch-divider { display: flex; align-items: center; gap: 8px; color: var(--latch-fg-2); margin: 8px 0; }
.latch-divider::before, .latch-divider::after { content: ''; flex: 1; border-top: 1px solid var(--latch-border); }
.latch-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.latch-split { display: flex; gap: 8px; align-items: center; }
.latch-split .latch-item { min-width: 0; }
.latch-split .latch-grow > * { display: block; }
.latch-alert { margin: 0 16px; padding: 8px 12px; border-radius: calc(var(--latch-radius) * 3); background: var(--latch-bg-2); display: flex; gap: 8px; align-items: flex-start; }
.latch-alert p { margin: 0; flex: 1; }
.latch-alert > svg { width: 18px; height: 18px; flex: none; margin-top: 2px; }
.latch-snackbar {
  position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); z-index: calc(var(--latch-z) + 1);
  display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: calc(var(--latch-radius) * 5);
  background: var(--latch-fg); color: var(--latch-bg); font: 500 14px var(--latch-font); box-shadow: 0 8px 24px rgba(0,0,0,.2);
}
.latch-snackbar[data-variant="error"] { background: var(--latch-error); color: #fff; }
.latch-spin { width: 14px; height: 14px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: latch-rot .8s linear infinite; display: inline-block; }
.latch-spin[data-size="lg"] { width: 28px; height: 28px; border-width: 3px; }
@keyframes latch-rot { to { transform: rotate(360deg); } }
.latch-qr { display: block; width: min(280px, 100%); height: auto; border-radius: calc(var(--latch-radius) * 4); }
.latch-vlist { overflow-y: auto; margin: 0 -4px; padding: 0 4px; list-style: none; }
.latch-vlist > li { box-sizing: border-box; padding-bottom: 8px; }
.latch-vlist .latch-item { height: 100%; }
.latch-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`
