export function Spinner({ size = 'sm', label }: { size?: 'sm' | 'lg'; label?: string }) {
  if (!label) return <span className="latch-spin" data-size={size} aria-hidden="true" />
  return <span role="status" className="latch-spin" data-size={size} aria-label={label} />
}
