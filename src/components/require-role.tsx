import { Trans } from '@lingui/react/macro'
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { RoleName } from '@/contract/roles'
import { hasRole } from '@/lib/roles/check'
import { useSession } from '@/offline/session-store'
import { IconLock } from './icons'

/** What a signed-in user without the area's role meets: a clear notice, never an empty page. */
export function NoAccessView() {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          <Trans>No access</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Your account does not include this area. Ask your plant administrator for access.</Trans>
        </Text>
        <Button component={Link} to="/home" variant="light" mt="xs">
          <Trans>Back to home</Trans>
        </Button>
      </Stack>
    </Center>
  )
}

/**
 * Renders the page only for users with the role it `needs` (display only: the server answers 403 anyway), so
 * the page's queries never start for a user who would only get refusals.
 */
export function RequireRole({ needs, children }: { needs: RoleName; children: ReactNode }) {
  const { user } = useSession()
  return hasRole(user.roles, needs) ? children : <NoAccessView />
}
