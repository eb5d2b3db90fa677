import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense } from 'react'
import { IconDeviceTv } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import type { MachineLineRef } from '@/contract/plant'

// The management modal (with its QR code encoder) loads on first use.
const DisplaysModal = lazy(() => import('./displays-modal').then((m) => ({ default: m.DisplaysModal })))

/** ROLE_ADMIN: line-side display links of the plant (create, list, revoke). */
export function DisplaysButton({ lines }: { lines: readonly MachineLineRef[] }) {
  const { t } = useLingui()
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <>
      <LazyTooltip label={t`Line-side displays`}>
        <ActionIcon variant="default" size="lg" onClick={open} aria-label={t`Line-side displays`}>
          <IconDeviceTv size={18} />
        </ActionIcon>
      </LazyTooltip>
      {opened ? (
        <Suspense fallback={null}>
          <DisplaysModal lines={lines} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
