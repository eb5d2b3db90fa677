import { Trans } from '@lingui/react/macro'
import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link, Outlet, useParams } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { MalformedAddress } from '@/lib/production/route-params'

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

/**
 * The content of an order route, or the error view when its address is malformed: params.parse
 * marks the params instead of throwing (src/lib/production/route-params.ts), so no error reaches the console.
 */
export function OrderRouteGate({ children }: { children: ReactNode }) {
  const { malformed } = useParams({ strict: false }) as { malformed?: MalformedAddress }
  return malformed ? <OrderRouteError /> : children
}

/** An order route with child routes (the dashboard and its rolls). */
export const OrderRouteOutlet = () => (
  <OrderRouteGate>
    <Outlet />
  </OrderRouteGate>
)
