export function Spinner({ size = 'sm', label }: { size?: 'sm' | 'lg'; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="latch-spin" data-size={size} aria-label={label} aria-hidden={label ? undefined : true} />
  )
}
