import './machine-state.css'

/**
 * The machine-line icon beside a machine's name in lists (spec 000 §2.3 plant control, §2.4
 * historical): the line's first three letters in a fixed-width tag, its full name on hover. A
 * plain span styled like Mantine's light gray badge: plant control's first screen has no other
 * badge, and the component's code would cost its JavaScript budget (tests/e2e/first-load.spec.ts).
 */
export function MachineLineBadge({ line }: { line: string }) {
  return (
    <span className="pp-line-badge" title={line}>
      {line.slice(0, 3)}
    </span>
  )
}
