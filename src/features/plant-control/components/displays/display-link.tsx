import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core'
import qrcode from 'qrcode-generator'
import { useMemo } from 'react'
import { type CreatedDisplay, DISPLAY_PATH } from '@/contract/display'

/** The screen's address: the token rides in the fragment, which browsers never send to a server. */
export function displayUrl(token: string, origin = window.location.origin) {
  return `${origin}${DISPLAY_PATH}#${token}`
}

/** The new link, shown once: a QR code for the screen's camera, the URL and the code to type. */
export function DisplayLink({ display, onDone }: { display: CreatedDisplay; onDone: () => void }) {
  const { t } = useLingui()
  const url = displayUrl(display.token)
  const svg = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(url)
    qr.make()
    return qr.createSvgTag({ cellSize: 5, margin: 2, scalable: true })
  }, [url])
  return (
    <Stack>
      <Alert color="yellow">
        <Trans>This link is shown only once. Open it on the line-side screen now, or scan the code.</Trans>
      </Alert>
      <img
        className="pp-display-qr"
        alt={t`QR code of the display link`}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      />
      <Text size="sm" fw={600}>
        {display.label}
      </Text>
      <Code block data-testid="display-url">
        {url}
      </Code>
      <Group>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t`Copied` : t`Copy link`}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
