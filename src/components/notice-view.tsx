import { Trans } from '@lingui/react/macro'
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A whole-page notice inside the shell (not built yet, no access, nothing at this address): icon,
 * title, text, and a way back (home unless `action` names a nearer place).
 */
export function NoticeView({
  icon,
  colour,
  title,
  action,
  children,
}: {
  icon: ReactNode
  colour: string
  title: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={colour}>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {children}
        </Text>
        {action ?? (
          <Button component={Link} to="/home" variant="light" mt="xs">
            <Trans>Back to home</Trans>
          </Button>
        )}
      </Stack>
    </Center>
  )
}
