import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Divider, Stack, Text, Title } from '@mantine/core'
import { useRef, useState } from 'react'
import { IconAlertTriangle } from '@/components/icons'
import { QueryState } from '@/components/query-state'
import { useMaintenanceData } from '../../api/get-maintenance-data'
import { assetIdOfLabel, scanOutcome } from '../../model/asset-code'
import { CameraView } from './camera-view'
import { ScannedAsset } from './scanned-asset'
import { TypedAssetForm } from './typed-asset-form'
import { useQrCamera } from './use-qr-camera'

/**
 * Scan an asset (issue 13): the camera reads an asset's QR label, or the user types the number
 * under it, and the screen opens that asset with its open work orders. The assets come from the
 * area's data the device keeps, so a scan works offline. A code that is no label, or an asset of
 * another plant, is said so while the camera goes on scanning.
 */
export function ScanPage() {
  const { t } = useLingui()
  const data = useMaintenanceData()
  const video = useRef<HTMLVideoElement>(null)
  // undefined: nothing read yet; null: a code that is not an asset label.
  const [scanned, setScanned] = useState<number | null | undefined>(undefined)
  const outcome = scanned === undefined || !data.data ? null : scanOutcome(scanned, data.data.assets)
  const found = outcome?.kind === 'asset' ? outcome.asset : null
  const status = useQrCamera(video, found === null, (text) => setScanned(assetIdOfLabel(text)))
  const machineName = (id: number | null) => data.data?.machines.find((m) => m.id === id)?.name ?? null

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Scan an asset</Trans>
      </Title>
      <QueryState query={data} what={t`The assets could not be loaded`}>
        {() =>
          found ? (
            <ScannedAsset
              asset={found}
              machineName={machineName(found.machineId)}
              onScanAgain={() => setScanned(undefined)}
            />
          ) : null
        }
      </QueryState>
      {/* The camera stays mounted under a found asset: the hook holds its <video> from the start. */}
      <Stack gap="sm" maw={520} display={found ? 'none' : undefined}>
        <Text size="sm" c="dimmed">
          <Trans>Point the camera at the QR code on the asset's label.</Trans>
        </Text>
        <CameraView video={video} status={status} />
        {outcome?.kind === 'not-label' ? (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title={t`This code is not an asset label`}
          >
            <Trans>Scan the QR code printed on an asset's label.</Trans>
          </Alert>
        ) : null}
        {outcome?.kind === 'not-in-plant' ? (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title={t`This is not an asset of your plant`}
          >
            <NotInPlant assetId={outcome.assetId} />
          </Alert>
        ) : null}
        <Divider label={t`or`} labelPosition="center" />
        <TypedAssetForm onAsset={setScanned} />
      </Stack>
    </Stack>
  )
}

function NotInPlant({ assetId }: { assetId: number }) {
  const { t } = useLingui()
  return <>{t`No asset ${assetId} among your plant's assets.`}</>
}
