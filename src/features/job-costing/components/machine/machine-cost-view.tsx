import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { type MachineCostField, type MachineCostRecordWire, machineCostFields } from '@/contract/job-costing'
import { formatNumber } from '@/lib/format/number'
import { machineCostSections, stepDecimals } from '../../model/machine-cost-form'
import { useMachineCostTexts } from './machine-cost-labels'

const stepOf = new Map(machineCostFields.map((f) => [f.key as MachineCostField, f.step]))

/**
 * The machine costs for a user who reads only (ROLE_COMMERCIAL, or no job-costing edit right;
 * issue 29 item 7): each value as text under its label, in a description list, nothing that looks
 * like a field to type in.
 */
export function MachineCostView({
  record,
  currencySymbol,
}: {
  record: MachineCostRecordWire
  currencySymbol: string
}) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const texts = useMachineCostTexts(currencySymbol)
  return (
    <Stack gap="lg" role="group" aria-label={t`Machine costs`}>
      {machineCostSections.map((section) => (
        <Stack key={section.id} gap="xs">
          <Title order={2} size="h5">
            {texts.sections[section.id]}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, xl: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
            {section.fields.map((field) => {
              const decimals = stepDecimals(stepOf.get(field) ?? 1)
              const value = formatNumber(record[field], prefs, { decimals })
              return (
                <div key={field} data-field={field}>
                  <Text component="dt" size="xs" c="dimmed">
                    {texts.fields[field].label}
                  </Text>
                  <Text component="dd" size="sm" fw={500} m={0}>
                    {value} {texts.fields[field].unit}
                  </Text>
                </div>
              )
            })}
          </SimpleGrid>
        </Stack>
      ))}
      <Text size="sm" c="dimmed">
        <Trans>You can see the machine costs; changing them needs the job-costing edit right.</Trans>
      </Text>
    </Stack>
  )
}
