import { useLingui } from '@lingui/react/macro'
import { Modal } from '@mantine/core'
import { useState } from 'react'
import type { CreatedDisplay } from '@/contract/display'
import type { MachineLineRef } from '@/contract/plant'
import { CreateDisplayForm } from './create-display-form'
import { DisplayLink } from './display-link'
import { DisplayList } from './display-list'

/** Line-side display links of the plant: create one (shown once), see when each screen last read, revoke. */
export function DisplaysModal({ lines, onClose }: { lines: readonly MachineLineRef[]; onClose: () => void }) {
  const { t } = useLingui()
  const [created, setCreated] = useState<CreatedDisplay | null>(null)
  return (
    <Modal opened onClose={onClose} title={t`Line-side displays`} size="lg" centered>
      {created ? (
        <DisplayLink display={created} onDone={() => setCreated(null)} />
      ) : (
        <>
          <CreateDisplayForm lines={lines} onCreated={setCreated} />
          <DisplayList />
        </>
      )}
    </Modal>
  )
}
