import { Trans } from '@lingui/react/macro'
import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'

/** A malformed order address (spec 000 §2.5: the error view always offers the way back). */
export function OrderRouteError() {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Title order={2} size="h3">
          <Trans>This order cannot be shown</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>The address of the production order is not valid.</Trans>
        </Text>
        <Button component={Link} to="/historical" mt="xs">
          <Trans>Go back to historical</Trans>
        </Button>
      </Stack>
    </Center>
  )
}
