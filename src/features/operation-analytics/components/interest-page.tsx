import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Center, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { IconChart } from '@/components/icons'
import type { OrderParams } from '@/lib/production/route-params'
import { useAnswerRetargeting } from '@/lib/promotions/answer-retargeting'
import { OPERATION_ANALYTICS_CAMPAIGN } from '@/lib/promotions/promotion-keys'
import { interestCampaignsQuery } from '../api/interest-campaigns'
import { AnalyticsWizard } from './analytics-wizard'

/**
 * The interest page of operation analytics (spec 001 §2.6), for users without the right: what it
 * offers, "I'm interested", and the wizard popup while its campaign is not silenced.
 */
export function InterestPage({ order }: { order: OrderParams }) {
  const { t } = useLingui()
  // Asked afresh on each visit (or just now by the route's loader), not a copy saved offline.
  const campaigns = useQuery(interestCampaignsQuery())
  const answer = useAnswerRetargeting()
  const campaign = campaigns.data?.find((c) => c.code === OPERATION_ANALYTICS_CAMPAIGN) ?? null
  const [wizardClosed, setWizardClosed] = useState(false)
  const [thanked, setThanked] = useState(false)
  const showWizard =
    !wizardClosed &&
    !!campaign &&
    campaign.isVisible &&
    campaign.isReminderEnabled &&
    campaign.isInterested !== true

  const interested = () => {
    if (!campaign) return
    answer.mutate(
      { id: campaign.id, isInterested: true, isReminderEnabled: false },
      { onSuccess: () => setThanked(true) },
    )
  }

  return (
    <Center py={48} px="md">
      <Stack align="center" gap="md" maw={560} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconChart size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          <Trans>Operation analytics</Trans>
        </Title>
        <Text>
          <Trans>
            See every minute of an order and of each roll: speed, stops, states and who was at the machine, to
            find where time and material go.
          </Trans>
        </Text>
        <List ta="left" size="sm" spacing={4}>
          <List.Item>{t`Speed and state timeline of the order and of each roll`}</List.Item>
          <List.Item>{t`Stops by cause, with their length`}</List.Item>
          <List.Item>{t`The operator shifts on the same time line`}</List.Item>
        </List>
        <Text c="dimmed" size="sm">
          <Trans>Your account does not include operation analytics yet.</Trans>
        </Text>
        {thanked || campaign?.isInterested ? (
          <Text c="teal" fw={600} role="status">
            <Trans>Thank you. Your service contact will get in touch with you.</Trans>
          </Text>
        ) : (
          <Button onClick={interested} loading={answer.isPending} disabled={!campaign}>
            <Trans>I'm interested</Trans>
          </Button>
        )}
        <Button
          variant="subtle"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp"
              params={order}
            />
          )}
        >
          <Trans>Back to the order</Trans>
        </Button>
      </Stack>
      {campaign && showWizard ? (
        <AnalyticsWizard
          campaign={campaign}
          onClose={(remind) => {
            setWizardClosed(true)
            answer.mutate({ id: campaign.id, isInterested: false, isReminderEnabled: remind })
          }}
        />
      ) : null}
    </Center>
  )
}
