import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { SharedJobConfiguration } from '@/contract/shared-jobs'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { failureText } from '../model/failure'
import type { RecipeDraft } from '../model/recipe-draft'
import type { ShownProblem, UnitSystem } from '../model/recipe-units'
import { RecipeAccordion } from './recipe-accordion'

interface RecipePanelProps {
  reference: string
  configuration: UseQueryResult<SharedJobConfiguration>
  draft: RecipeDraft | null
  problems: ReadonlyMap<string, ShownProblem>
  system: UnitSystem
  readOnly: boolean
  onChange: (alias: string, shown: string) => void
}

/**
 * The selected job's recipe (spec 002 §2.3, §4): shown only after a successful load with a jobId,
 * under the heading "<REFERENCE> CONFIGURATION"; offline, from the device's cache with its age.
 */
export function RecipePanel({ reference, configuration, draft, ...accordion }: RecipePanelProps) {
  const { t, i18n } = useLingui()
  if (!configuration.data) {
    if (configuration.isError) {
      return (
        <Alert color="red" title={t`The configuration could not be loaded`}>
          {failureText(configuration.error, 'configurationFetch', i18n)}
        </Alert>
      )
    }
    if (configuration.fetchStatus === 'paused') {
      return (
        <Text c="dimmed">
          <Trans>Offline: this job's configuration is not on this device.</Trans>
        </Text>
      )
    }
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t`Loading`} />
      </Group>
    )
  }
  if (configuration.data.jobId === null || !draft) return null
  const upper = reference.toUpperCase()
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        <Trans>{upper} CONFIGURATION</Trans>
      </Title>
      <DataUpdatedAt query={configuration} />
      <RecipeAccordion draft={draft} {...accordion} />
    </Stack>
  )
}
