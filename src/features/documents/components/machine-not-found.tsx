import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconBook } from '@/components/icons'
import { NoticeView } from '@/components/notice-view'
import { isApiError } from '@/lib/api/errors'

/**
 * The server knows no machine of the user by this serial number (GET /documents/machines/:sn
 * answers 404 DOCS_UNAVAILABLE): an old bookmark, a mistyped address, a machine taken away.
 */
export function isUnknownMachine(error: unknown): boolean {
  return isApiError(error) && (error.code === 'DOCS_UNAVAILABLE' || error.status === 404)
}

/** An unknown machine's documents, said in the shell, with the way to the user's machines (issue 44). */
export function MachineNotFound({ machineSN }: { machineSN: string }) {
  return (
    <NoticeView
      icon={<IconBook size={30} />}
      colour="gray"
      title={<Trans>No documents for this machine</Trans>}
      action={
        <Button component={Link} to="/documents" variant="light" mt="xs">
          <Trans>Your machines' documents</Trans>
        </Button>
      }
    >
      <Trans>
        None of your machines has the serial number {machineSN}. The address may be old or mistyped.
      </Trans>
    </NoticeView>
  )
}
