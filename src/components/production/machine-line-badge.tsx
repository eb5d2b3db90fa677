import { Badge } from '@mantine/core'

/**
 * The machine-line icon beside a machine's name in lists (spec 000 §2.3 plant control, §2.4
 * historical): the line's first three letters in a fixed-width tag, its full name on hover.
 */
export function MachineLineBadge({ line }: { line: string }) {
  return (
    <Badge size="xs" variant="light" color="gray" radius="sm" title={line} w={34} px={0}>
      {line.slice(0, 3)}
    </Badge>
  )
}
