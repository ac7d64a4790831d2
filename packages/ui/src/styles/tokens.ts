/**
 * Design tokens as CSS custom properties, defaults from spec §9 (width 360px, z-index 999, radius 4px,
 * font size 10px). Host overrides arrive as `--w3m-*` variables and are mapped here, so a migrating
 * dapp keeps its theme. System fonts only: nothing is fetched.
 */
export const tokens = `
.latch-theme {
  --latch-font: var(--w3m-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  --latch-accent: var(--w3m-accent, #4f46e5);
  --latch-radius: var(--w3m-border-radius-master, 4px);
  --latch-font-size: var(--w3m-font-size-master, 10px);
  --latch-z: var(--w3m-z-index, 999);
  --latch-width: var(--w3m-modal-width, 360px);
  --latch-bg: #ffffff;
  --latch-bg-2: #f3f4f6;
  --latch-bg-3: #e5e7eb;
  --latch-fg: #111827;
  --latch-fg-2: #4b5563;
  --latch-border: #d1d5db;
  --latch-error: #b91c1c;
  --latch-success: #047857;
  --latch-on-accent: #ffffff;
  --latch-focus: 0 0 0 2px var(--latch-bg), 0 0 0 4px var(--latch-accent);
  font-family: var(--latch-font);
}
.latch-theme[data-theme="dark"] {
  --latch-bg: #141414;
  --latch-bg-2: #1f1f1f;
  --latch-bg-3: #2a2a2a;
  --latch-fg: #f5f5f5;
  --latch-fg-2: #a3a3a3;
  --latch-border: #3f3f46;
  --latch-error: #f87171;
  --latch-success: #34d399;
  --latch-accent: var(--w3m-accent, #818cf8);
  --latch-on-accent: #0b0b0b;
}
`
