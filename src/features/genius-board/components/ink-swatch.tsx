/**
 * A colour's dot. Drawn here rather than with Mantine's ColorSwatch, whose stylesheet is not among
 * the app's critical styles (src/app/critical-styles.ts) and is not worth adding for one dot.
 */
export function InkSwatch({ hex, size = 14 }: { hex: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        background: hex,
        boxShadow: 'inset 0 0 0 1px rgba(128, 128, 128, 0.6)',
      }}
    />
  )
}
