import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import type { Procedure, ProcedureStep } from '@/contract/maintenance-procedures'
import { useRangeWords } from '../../event/procedure/use-answer-words'
import { useStepKindLabels } from './step-kind-labels'

/** A task's procedure, read-only: each step in order with its kind, whether required, its range or options. */
export function ProcedureSteps({ procedure }: { procedure: Procedure }) {
  const { t } = useLingui()
  const kinds = useStepKindLabels()
  const range = useRangeWords()
  const detail = (step: ProcedureStep) =>
    step.kind === 'reading'
      ? (range(step) ?? step.unit)
      : step.kind === 'choice'
        ? step.options.join(' · ')
        : null
  return (
    <Card withBorder padding="md" data-testid="task-procedure">
      <Stack gap="sm">
        <Title order={3} size="h5">
          <Trans>Procedure</Trans>
        </Title>
        <List type="ordered" spacing="xs">
          {procedure.steps.map((step) => (
            <List.Item key={step.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {step.title}
                </Text>
                <Badge variant="light" color="gray" size="sm">
                  {kinds[step.kind]}
                </Badge>
                {step.required ? (
                  <Badge variant="light" size="sm">
                    {t`Required`}
                  </Badge>
                ) : null}
              </Group>
              {detail(step) ? (
                <Text size="sm" c="dimmed">
                  {detail(step)}
                </Text>
              ) : null}
              {step.help ? (
                <Text size="xs" c="dimmed">
                  {step.help}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  )
}
