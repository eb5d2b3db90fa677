import './asset-label.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack, Text } from '@mantine/core'
import qrcode from 'qrcode-generator'
import { useMemo, useRef } from 'react'
import { IconQrCode } from '@/components/icons'
import type { MaintenanceAsset } from '@/contract/maintenance'

/** What the label's QR code opens: the asset's work orders (the next issue scans it on the floor). */
export const assetLabelUrl = (assetId: number, origin = window.location.origin) =>
  `${origin}/maintenance/all?assets=${assetId}`

/** An SVG QR code of a text, as markup (qrcode-generator, already used by the display links). */
function qrSvg(text: string) {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  return qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true })
}

/**
 * An asset's label: a QR code of its work orders' address, its name and id in text (readable
 * when the code is not), and a button that prints this label alone.
 */
export function AssetLabel({ asset }: { asset: Pick<MaintenanceAsset, 'id' | 'name' | 'machineName'> }) {
  const { t } = useLingui()
  const label = useRef<HTMLDivElement>(null)
  const url = assetLabelUrl(asset.id)
  const svg = useMemo(() => qrSvg(url), [url])
  const print = () => {
    const element = label.current
    if (!element) return
    // The print stylesheet shows only the label marked here; both marks go once printing is done.
    element.dataset.printing = 'true'
    document.body.classList.add('pp-printing-label')
    const done = () => {
      element.dataset.printing = 'false'
      document.body.classList.remove('pp-printing-label')
      window.removeEventListener('afterprint', done)
    }
    window.addEventListener('afterprint', done)
    window.print()
  }
  return (
    <Stack gap="xs" align="flex-start">
      <div ref={label} className="pp-asset-label" data-printing="false" data-testid="asset-label">
        <img
          alt={t`QR code of the asset ${asset.name}`}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        />
        <Text className="pp-asset-label-name" size="sm" c="#000">
          {asset.name}
        </Text>
        <Text size="xs" c="#000">
          {asset.machineName ? `${asset.machineName} · ` : ''}
          {t`Asset ${asset.id}`}
        </Text>
      </div>
      <Button variant="light" leftSection={<IconQrCode size={16} />} onClick={print}>
        <Trans>Print label</Trans>
      </Button>
    </Stack>
  )
}
