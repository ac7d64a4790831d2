import { tokens } from './tokens'

/** The eager part: the three header buttons. Kept small on purpose (it ships before the first click). */
export const buttonStyles = `${tokens}
.latch-hbtn {
  display: inline-flex; align-items: center; gap: 6px; min-height: 36px; padding: 0 14px;
  border-radius: calc(var(--latch-radius) * 4); border: 1px solid var(--latch-border);
  background: var(--latch-bg); color: var(--latch-fg); font: 600 14px/1 var(--latch-font); cursor: pointer;
}
.latch-hbtn:hover:not(:disabled) { background: var(--latch-bg-2); }
.latch-hbtn:focus-visible { outline: none; box-shadow: var(--latch-focus); }
.latch-hbtn:disabled { opacity: .6; cursor: not-allowed; }
.latch-hbtn[data-variant="primary"] { background: var(--latch-accent); border-color: var(--latch-accent); color: var(--latch-on-accent); }
.latch-hbtn img { width: 20px; height: 20px; border-radius: 50%; }
.latch-hbtn .latch-dim { color: var(--latch-fg-2); font-weight: 500; }
.latch-hbtn .latch-spin { width: 12px; height: 12px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: latch-rot .8s linear infinite; }
@keyframes latch-rot { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .latch-hbtn .latch-spin { animation-duration: 2.4s; } }
`
