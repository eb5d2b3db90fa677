import { Trans } from '@lingui/react/macro'
import { Alert, Button, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { isApiError } from '@/lib/api/errors'

/**
 * The server knows no machine of the user by this serial number (GET /documents/machines/:sn
 * answers 404 DOCS_UNAVAILABLE): an old bookmark, a mistyped address, a machine taken away.
 */
export function isUnknownMachine(error: unknown): boolean {
  return isApiError(error) && (error.code === 'DOCS_UNAVAILABLE' || error.status === 404)
}

/**
 * An unknown machine's documents, said in the documents page's own frame with the way to the
 * user's machines (issue 44: the page said "Uncontrolled error." under the serial number). Built of
 * the parts the page already loads: the shell's NoticeView would be a chunk of its own.
 */
export function MachineNotFound({ machineSN }: { machineSN: string }) {
  return (
    <Stack gap="md" p="md" maw={1100} mx="auto" w="100%" align="flex-start">
      <Title order={1} size="h3">
        <Trans>No documents for this machine</Trans>
      </Title>
      <Alert color="gray" variant="light" w="100%">
        <Trans>
          None of your machines has the serial number {machineSN}. The address may be old or mistyped.
        </Trans>
      </Alert>
      <Button component={Link} to="/documents" variant="light">
        <Trans>Your machines' documents</Trans>
      </Button>
    </Stack>
  )
}
