import { Trans } from '@lingui/react/macro'
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** A whole-page notice inside the shell (not built yet, no access): icon, title, text, way home. */
export function NoticeView({
  icon,
  colour,
  title,
  children,
}: {
  icon: ReactNode
  colour: string
  title: ReactNode
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
        <Button component={Link} to="/home" variant="light" mt="xs">
          <Trans>Back to home</Trans>
        </Button>
      </Stack>
    </Center>
  )
}
