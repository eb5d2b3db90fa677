import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Alert, Box, Group, Loader, useComputedColorScheme } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { ExtendedHeader } from '@/components/extended-header'
import { IconChart } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { errorMessage } from '@/lib/messages/api-errors'
import type { OrderParams } from '@/lib/production/route-params'
import { analyticsEmbedQuery } from '../api/get-analytics-embed'
import { logoutDashboard, themedUrl } from '../model/dashboard-logout'

/**
 * The embedded operation-analytics dashboard of an order or one roll (spec 001 §2.6). Closing
 * (the header icon) or leaving (browser back) sends the dashboard service's logout.
 */
export function AnalyticsView({ order, roll }: { order: OrderParams; roll: number | null }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const theme = useComputedColorScheme('dark')
  const embed = useQuery(analyticsEmbedQuery(order, roll))
  const logoutUrl = useRef<string | null>(null)
  logoutUrl.current = embed.data?.logoutUrl ?? logoutUrl.current

  // Leaving the view in any way (close, back, another page) ends the dashboard session once.
  useEffect(
    () => () => {
      if (logoutUrl.current) logoutDashboard(logoutUrl.current)
    },
    [],
  )

  const close = () =>
    navigate({ to: '/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp', params: order })
  const title = roll === null ? t`Operation analytics of the order` : t`Operation analytics of roll ${roll}`

  return (
    <Box py="sm" h="calc(100dvh - 96px)" mih={420} style={{ display: 'flex', flexDirection: 'column' }}>
      <ExtendedHeader>
        <LazyTooltip label={t`Close operation analytics`}>
          <ActionIcon variant="filled" aria-label={t`Close operation analytics`} onClick={close}>
            <IconChart size={20} />
          </ActionIcon>
        </LazyTooltip>
      </ExtendedHeader>
      {embed.data ? (
        <iframe
          title={title}
          src={themedUrl(embed.data.url, theme)}
          style={{
            flex: 1,
            width: '100%',
            border: 0,
            borderRadius: 8,
            background: 'var(--mantine-color-body)',
          }}
        />
      ) : embed.isError ? (
        <Alert color="red" title={t`The dashboard could not be opened`} m="md">
          {errorMessage(embed.error, i18n)}
        </Alert>
      ) : embed.fetchStatus === 'paused' ? (
        <Alert color="gray" title={t`Offline`} m="md">
          {t`Operation analytics needs a connection.`}
        </Alert>
      ) : (
        <Group justify="center" py="xl">
          <Loader aria-label={t`Loading the dashboard`} />
        </Group>
      )}
    </Box>
  )
}
