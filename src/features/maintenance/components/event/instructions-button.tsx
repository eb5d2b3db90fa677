import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Modal } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconFilePdf } from '@/components/icons'
import { PdfViewer } from '@/components/pdf-viewer'
import { showToast } from '@/components/toast'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import { useSession } from '@/offline/session-store'
import { absoluteUrl } from '../../api/get-file'

/**
 * The task's step-by-step PDF, read in the app with the documents viewer (find, zoom, chapters); a
 * file that cannot be loaded also says so in a toast (spec 001 §8).
 */
export function InstructionsButton({ url, fileName }: { url: string; fileName: string }) {
  const { t, i18n } = useLingui()
  const session = useSession()
  const [opened, modal] = useDisclosure(false)
  return (
    <>
      <Button variant="light" leftSection={<IconFilePdf size={18} />} onClick={modal.open}>
        <Trans>Step-by-step instructions</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        fullScreen
        // The dialog is named by its title, the PDF's name (an aria-label here lands on a plain div).
        title={fileName}
        closeButtonProps={{ 'aria-label': t`Close` }}
        styles={{ body: { height: 'calc(100dvh - 60px)', padding: 0 } }}
      >
        {opened ? (
          <PdfViewer
            url={absoluteUrl(url)}
            token={session.token}
            fileName={fileName}
            // Spec 001 §8: a failed maintenance file call is a toast with the server's message (its
            // code's text, in the user's language), else the communication error. The viewer keeps
            // its own message and retry in place.
            onLoadFailure={({ code }) =>
              showToast(code ? apiErrorMessage(code, i18n) : feedbackMessage('TOAST_FETCH_FAIL', i18n), 'red')
            }
          />
        ) : null}
      </Modal>
    </>
  )
}
