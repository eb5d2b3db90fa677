import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text, TextInput } from '@mantine/core'
import type { QueryKey } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { showToast } from '@/components/toast'
import type { PlantConfigMachine } from '@/contract/plant'
import { MACHINE_NAME_MAX } from '@/contract/plant-configuration'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useModifyMachine } from '../api/modify-machine'
import { machineNameProblem } from '../model/machine-name'
import { writeFailureMessage } from '../model/write-failure'

interface MachineNameFormProps {
  machine: PlantConfigMachine
  /** ROLE_ADMIN (never commercial): others see the name only. */
  canEdit: boolean
  /** Why saving is not possible now (offline), or null. */
  blockedReason: string | null
  otherLists: readonly QueryKey[]
}

/**
 * The machine's name, editable by administrators (spec 002 §2.4, §7.3): Save sends POST
 * /modify_machine, then 'Configuration modified.' and every machine list refetches; a refusal
 * shows its reason or the spec's fallback. Keyed by machine by its parent, so a new selection
 * starts from that machine's name.
 */
export function MachineNameForm({ machine, canEdit, blockedReason, otherLists }: MachineNameFormProps) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState(machine.machineName)
  const [touched, setTouched] = useState(false)
  const save = useModifyMachine(otherLists)
  const problem = machineNameProblem(name)
  const max = MACHINE_NAME_MAX
  const error =
    !touched || problem === null
      ? null
      : problem === 'REQUIRED'
        ? feedbackMessage('FIELD_REQUIRED', i18n)
        : t`At most ${max} characters.`

  if (!canEdit) {
    return (
      <div>
        <Text size="xs" c="dimmed">
          <Trans>Machine name</Trans>
        </Text>
        <Text fw={700} size="lg">
          {machine.machineName}
        </Text>
      </div>
    )
  }

  const unchanged = name.trim() === machine.machineName
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (problem !== null || unchanged || blockedReason) return
    save.mutate(
      { id: machine.machineId, name: name.trim() },
      {
        onSuccess: (saved) => {
          setName(saved.machineName)
          setTouched(false)
          showToast(feedbackMessage('CONFIGURATION_MODIFIED', i18n), 'green')
        },
        onError: (failure) => showToast(writeFailureMessage(failure, 'rename', i18n), 'red'),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Machine name`}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t`Machine name`}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={error}
          maxLength={max + 20}
          required
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          mt={25}
          loading={save.isPending}
          disabled={unchanged || problem !== null || blockedReason !== null}
        >
          <Trans>Save</Trans>
        </Button>
      </Group>
    </form>
  )
}
