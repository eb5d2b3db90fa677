import { Avatar, Group, Text, UnstyledButton } from '@mantine/core'
import type { ComponentPropsWithoutRef, Ref } from 'react'

/** Extra props and the ref come from Menu.Target, which clones its child. */
export type UserButtonProps = {
  name: string
  ref?: Ref<HTMLButtonElement>
} & ComponentPropsWithoutRef<'button'>

/**
 * The trigger: avatar with the initial and the name. Its accessible name is the name it shows (no
 * aria-label that would differ from the visible text, WCAG 2.5.3): the initial is decoration, and on
 * phones the name is only visually hidden (shell.css), so the button keeps it.
 */
export function UserButton({ name, className, ...rest }: UserButtonProps) {
  const initial = (name.trim()[0] ?? '?').toUpperCase()
  return (
    // Menu.Target passes a className of its own (often empty): merged, never in place of ours.
    <UnstyledButton
      aria-haspopup="menu"
      {...rest}
      className={className ? `pp-user-button ${className}` : 'pp-user-button'}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar size={32} radius="xl" color="brand" variant="filled" aria-hidden>
          {initial}
        </Avatar>
        <Text size="sm" fw={500} truncate maw={160} className="pp-user-name">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  )
}
