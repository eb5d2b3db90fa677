import { Trans } from '@lingui/react/macro'
import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { supportAddress } from '@/lib/env'

/**
 * What a screen shows when it fails (a render error, a failed loader, code that did not load),
 * instead of the router's bare English "Something went wrong!" (issue 29 item 4). The router uses
 * it for every route (`defaultErrorComponent`, src/app/router.ts), so a failing page shows it in
 * its own place: inside the shell, whose top bar and menus stay. In the user's language, with a
 * way back (try again, home) and the support address. It loads with the router, in the first load
 * of every page (a view loaded on demand would fail with the code it reports), so it uses only the
 * Mantine parts the sign-in page already loads (vite.config.ts `mantine-base`): no icon.
 */
export function RouteErrorView({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const router = useRouter()
  const retry = () => {
    reset()
    // A failed loader runs again; a render error renders again.
    void router.invalidate()
  }
  return (
    <FailureView
      title={<Trans>This screen could not be shown</Trans>}
      action={
        <Button variant="light" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      <Trans>Something went wrong while showing it. Try again, or go back to home.</Trans>
    </FailureView>
  )
}

/** An address inside a route that leads to nothing (a `notFound()`), in the same frame. */
export function PageNotFoundView() {
  return (
    <FailureView title={<Trans>This page does not exist</Trans>}>
      <Trans>The address may be old or mistyped.</Trans>
    </FailureView>
  )
}

function FailureView({
  title,
  action,
  children,
}: {
  title: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>{children}</Text>
        <Text c="dimmed" size="sm">
          <Trans>
            If this keeps happening, contact support at{' '}
            <Anchor href={`mailto:${supportAddress}`}>{supportAddress}</Anchor>.
          </Trans>
        </Text>
        <Group justify="center" mt="xs">
          {action}
          <Button component={Link} to="/home">
            <Trans>Back to home</Trans>
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
