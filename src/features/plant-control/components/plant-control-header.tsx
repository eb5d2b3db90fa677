import { useLingui } from '@lingui/react/macro'
import { Center, SegmentedControl } from '@mantine/core'
import { DeferredSelect } from '@/components/deferred-select'
import { IconLayoutGrid, IconLayoutList } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import type { MachineLineRef } from '@/contract/plant'
import type { ViewType } from '../model/view-type'

interface PlantControlHeaderProps {
  lines: readonly MachineLineRef[]
  lineId: number | null
  onLineChange: (lineId: number | null) => void
  view: ViewType
  onViewChange: (view: ViewType) => void
}

/** The extended header of plant control (spec 000 §2.2): the line filter and the grid/list toggle. */
export function PlantControlHeader({
  lines,
  lineId,
  onLineChange,
  view,
  onViewChange,
}: PlantControlHeaderProps) {
  const { t } = useLingui()
  return (
    <>
      <DeferredSelect
        aria-label={t`Machine line`}
        placeholder={t`All lines`}
        data={lines.map((line) => ({ value: String(line.id), label: line.name }))}
        value={lineId === null ? null : String(lineId)}
        onChange={(value) => onLineChange(value ? Number(value) : null)}
        clearable
        size="xs"
        w={150}
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentedControl
        size="xs"
        value={view}
        onChange={(value) => onViewChange(value as ViewType)}
        aria-label={t`View`}
        data={[
          { value: 'grid', label: <ViewIcon label={t`Grid`} icon={<IconLayoutGrid size={16} />} /> },
          { value: 'list', label: <ViewIcon label={t`List`} icon={<IconLayoutList size={16} />} /> },
        ]}
      />
    </>
  )
}

function ViewIcon({ label, icon }: { label: string; icon: React.ReactNode }) {
  return (
    <LazyTooltip label={label}>
      <Center aria-label={label} role="img">
        {icon}
      </Center>
    </LazyTooltip>
  )
}
