import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { AnchorLink } from '@/components/anchor-link'
import { IconChevronLeft } from '@/components/icons'
import { QueryState } from '@/components/query-state'
import { showToast } from '@/components/toast'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import type { MaintenanceAsset } from '@/contract/maintenance'
import { TASK_DESCRIPTION_MAX, TASK_NAME_MAX } from '@/contract/maintenance-tasks'
import { asApiError } from '@/lib/api/errors'
import { errorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useAsset } from '../../api/get-asset'
import { useTaskFormData } from '../../api/get-form-data'
import { useSaveAsset } from '../../api/save-asset'
import { AssetLabel } from './asset-label'

interface AssetValues {
  name: string
  description: string
  /** The machine's id as the select holds it; null: a plant asset of no machine. */
  machineId: string | null
}

function BackToAssets() {
  const { t } = useLingui()
  return (
    <AnchorLink to="/maintenance/assets" size="sm">
      <Group gap={4}>
        <IconChevronLeft size={16} />
        {t`Assets`}
      </Group>
    </AnchorLink>
  )
}

/** assets/new. A saved asset opens its edit page, where its label can be printed. */
export function NewAssetPage() {
  return (
    <Stack gap="sm" maw={720}>
      <BackToAssets />
      <Title order={2} size="h3">
        <Trans>New asset</Trans>
      </Title>
      <AssetForm />
    </Stack>
  )
}

/** assets/$asset/edit: the asset's fields and its printable label. */
export function EditAssetPage({ id }: { id: number }) {
  const { t } = useLingui()
  const asset = useAsset(id)
  return (
    <Stack gap="sm" maw={720}>
      <BackToAssets />
      <Title order={2} size="h3">
        <Trans>Edit asset</Trans>
      </Title>
      <QueryState query={asset} what={t`The asset could not be loaded`}>
        {(loaded) => (
          <Stack gap="md">
            <AssetForm asset={loaded} />
            <Card withBorder padding="md">
              <Stack gap="sm">
                <Title order={3} size="h5">
                  <Trans>Label</Trans>
                </Title>
                <AssetLabel asset={loaded} />
              </Stack>
            </Card>
          </Stack>
        )}
      </QueryState>
    </Stack>
  )
}

function AssetForm({ asset }: { asset?: MaintenanceAsset }) {
  const { t, i18n } = useLingui()
  const machines = useTaskFormData().data?.machines ?? []
  const save = useSaveAsset()
  const navigate = useNavigate()
  const [savedId, setSavedId] = useState<number | null>(null)
  const form = useForm<AssetValues>({
    initialValues: {
      name: asset?.name ?? '',
      description: asset?.description ?? '',
      machineId: asset?.machineId ? String(asset.machineId) : null,
    },
    validate: {
      name: (name) =>
        !name.trim()
          ? feedbackMessage('FILL_IN_FIELDS', i18n)
          : name.trim().length > TASK_NAME_MAX
            ? feedbackMessage('VALUE_OUT_OF_RANGE', i18n)
            : null,
      description: (d) =>
        d.trim().length > TASK_DESCRIPTION_MAX ? feedbackMessage('VALUE_OUT_OF_RANGE', i18n) : null,
    },
  })
  // A new asset opens its edit page (with its label) once the form has re-rendered as saved.
  useEffect(() => {
    if (savedId !== null)
      void navigate({ to: '/maintenance/assets/$asset/edit', params: { asset: String(savedId) } })
  }, [savedId, navigate])

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: asset?.id,
        name: values.name.trim(),
        description: values.description.trim() || null,
        machineId: values.machineId ? Number(values.machineId) : null,
      },
      {
        onSuccess: (saved) => {
          showToast(t`Asset saved.`)
          if (asset) form.resetDirty()
          else setSavedId(saved.id)
        },
        onError: (error) => {
          for (const e of asApiError(error).errors) {
            if (e.field === 'name' || e.field === 'description' || e.field === 'machineId') {
              form.setFieldError(
                e.field,
                feedbackMessage(e.field === 'machineId' ? 'FILL_IN_FIELDS' : 'VALUE_OUT_OF_RANGE', i18n),
              )
            }
          }
        },
      },
    ),
  )
  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && savedId === null && !save.isPending} />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <TextInput label={t`Name`} required maxLength={TASK_NAME_MAX} {...form.getInputProps('name')} />
          <Textarea
            label={t`Description`}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={TASK_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <Select
            label={t`Machine`}
            placeholder={t`Plant (no machine)`}
            clearable
            searchable
            data={machines.map((m) => ({ value: String(m.id), label: m.name }))}
            {...form.getInputProps('machineId')}
          />
          {save.isError ? <Alert color="red">{errorMessage(save.error, i18n)}</Alert> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => navigate({ to: '/maintenance/assets' })}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending} disabled={asset !== undefined && !form.isDirty()}>
              <Trans>Save the asset</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  )
}
