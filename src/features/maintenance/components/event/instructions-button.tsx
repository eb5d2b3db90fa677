import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Modal } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconFilePdf } from '@/components/icons'
import { PdfViewer } from '@/components/pdf-viewer'
import { useSession } from '@/offline/session-store'
import { absoluteUrl } from '../../api/get-file'

/** The task's step-by-step PDF, read in the app with the documents viewer (find, zoom, chapters). */
export function InstructionsButton({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useLingui()
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
        {opened ? <PdfViewer url={absoluteUrl(url)} token={session.token} fileName={fileName} /> : null}
      </Modal>
    </>
  )
}
