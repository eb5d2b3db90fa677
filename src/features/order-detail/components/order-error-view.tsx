import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { supportAddress } from '@/lib/env'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { type OrderLoadError, orderLoadError } from '@/lib/messages/order-errors'

/**
 * The order detail's error view (spec 000 §8): the first failing call's status decides the
 * message (400 too long, 403 not assigned, 404 not found, else a communication error), with the
 * support address and the way back to the historical list.
 */
export function OrderErrorView({ status }: { status: number | null }) {
  const { i18n } = useLingui()
  const error: OrderLoadError = orderLoadError(status)
  const message = error === 'TOAST_FETCH_FAIL' ? feedbackMessage(error, i18n) : apiErrorMessage(error, i18n)
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <Title order={2} size="h3">
          <Trans>This order cannot be shown</Trans>
        </Title>
        <Text>{message}</Text>
        <Text c="dimmed" size="sm">
          <Trans>
            If you need help, contact support at{' '}
            <Anchor href={`mailto:${supportAddress}`}>{supportAddress}</Anchor>.
          </Trans>
        </Text>
        <Button component={Link} to="/historical" mt="xs">
          <Trans>Go back to historical</Trans>
        </Button>
      </Stack>
    </Center>
  )
}
