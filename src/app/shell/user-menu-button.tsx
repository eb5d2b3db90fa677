import { Avatar, Group, Text, UnstyledButton } from '@mantine/core'
import type { ComponentPropsWithoutRef, Ref } from 'react'

/** Extra props and the ref come from Menu.Target, which clones its child. */
export type UserButtonProps = {
  name: string
  ref?: Ref<HTMLButtonElement>
} & ComponentPropsWithoutRef<'button'>

/** The trigger: avatar with the initial and the name (hidden on phones); named by the user's name. */
export function UserButton({ name, ...rest }: UserButtonProps) {
  const initial = (name.trim()[0] ?? '?').toUpperCase()
  return (
    <UnstyledButton aria-label={name} aria-haspopup="menu" className="pp-user-button" {...rest}>
      <Group gap={8} wrap="nowrap">
        <Avatar size={32} radius="xl" color="brand" variant="filled">
          {initial}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="xs" truncate maw={160}>
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  )
}
