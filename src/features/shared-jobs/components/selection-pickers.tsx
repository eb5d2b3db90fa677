import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group } from '@mantine/core'
import { DeferredSelect } from '@/components/deferred-select'
import { IconPlus, IconTrash } from '@/components/icons'
import type { SharedCustomerSummary, SharedJobSummary } from '@/contract/shared-jobs'

/** What the add and delete buttons may do: hidden for a read-only user, disabled offline. */
export interface WriteAccess {
  hidden: boolean
  disabled: boolean
}

interface PickerRowProps {
  label: string
  /** Shown while nothing is chosen; the clear button empties the choice (ADR 042: not an option). */
  placeholder: string
  items: readonly { value: string; label: string }[]
  value: number | null
  onChange: (id: number | null) => void
  loading: boolean
  write: WriteAccess
  addLabel: string
  deleteLabel: string
  onAdd: () => void
  onDelete: () => void
}

function PickerRow(props: PickerRowProps) {
  const { t } = useLingui()
  const label = props.label
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" w={{ base: '100%', sm: 340 }}>
      <DeferredSelect
        label={props.label}
        placeholder={props.placeholder}
        data={props.items}
        value={props.value === null ? null : String(props.value)}
        onChange={(v) => props.onChange(v ? Number(v) : null)}
        allowDeselect={false}
        clearable
        clearButtonProps={{ 'aria-label': t`Clear ${label}` }}
        searchable
        nothingFoundMessage={t`Nothing found`}
        disabled={props.loading && props.items.length === 0}
        flex={1}
        miw={0}
      />
      {props.write.hidden ? null : (
        <>
          <ActionIcon
            size="lg"
            variant="light"
            aria-label={props.addLabel}
            title={props.addLabel}
            disabled={props.write.disabled}
            onClick={props.onAdd}
          >
            <IconPlus size={18} />
          </ActionIcon>
          {props.value === null ? null : (
            <ActionIcon
              size="lg"
              variant="light"
              color="red"
              aria-label={props.deleteLabel}
              title={props.deleteLabel}
              disabled={props.write.disabled}
              onClick={props.onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </>
      )}
    </Group>
  )
}

interface PickerProps<T> {
  list: readonly T[] | undefined
  loading: boolean
  value: number | null
  onChange: (id: number | null) => void
  write: WriteAccess
  onAdd: () => void
  onDelete: () => void
}

/** The shared customer dropdown with its add and delete buttons. */
export function CustomerPicker({ list, ...rest }: PickerProps<SharedCustomerSummary>) {
  const { t } = useLingui()
  return (
    <PickerRow
      label={t`Shared customer`}
      placeholder={t`Select shared customer...`}
      items={(list ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      addLabel={t`Add shared customer`}
      deleteLabel={t`Delete shared customer`}
      {...rest}
    />
  )
}

/** The customer's shared job dropdown (by reference) with its add and delete buttons. */
export function JobPicker({ list, ...rest }: PickerProps<SharedJobSummary>) {
  const { t } = useLingui()
  return (
    <PickerRow
      label={t`Shared job`}
      placeholder={t`Select shared Job...`}
      items={(list ?? []).map((j) => ({ value: String(j.id), label: j.reference }))}
      addLabel={t`Add shared job`}
      deleteLabel={t`Delete shared job`}
      {...rest}
    />
  )
}
