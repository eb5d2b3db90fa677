import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, List, NumberInput, Progress, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { IconCloudDownload, IconWifiOff } from '@/components/icons'
import { showToast } from '@/components/toast'
import { errorMessage } from '@/lib/messages/api-errors'
import { formatBytes } from '@/offline/components/format'
import { useOnlineState } from '@/offline/online-status'
import { useSession } from '@/offline/session-store'
import { maintenanceKeys } from '../../api/maintenance-keys'
import {
  runShiftPreparation,
  type ShiftDownload,
  type ShiftProgress,
  type ShiftResult,
} from '../../api/prepare-shift'
import { useShiftPlan } from '../../api/shift-queries'
import { SHIFT_DAYS } from '../../model/shift-plan'
import { ComingWorkList } from './coming-work-list'

const downloadName = (d: ShiftDownload) => (d.kind === 'steps' ? d.file.fileName : d.doc.title)

/**
 * The prepare action: how many days, what that takes (work orders, files, size against the free
 * space), then the downloads with their progress, and what failed if anything did.
 */
export function PrepareShiftCard() {
  const { t, i18n } = useLingui()
  const session = useSession()
  const { online } = useOnlineState()
  const queryClient = useQueryClient()
  const [days, setDays] = useState<number>(SHIFT_DAYS.default)
  const [progress, setProgress] = useState<ShiftProgress | null>(null)
  const [result, setResult] = useState<ShiftResult | null>(null)
  const abort = useRef<AbortController | null>(null)
  const plan = useShiftPlan(days, online && progress === null)
  const bytes = (n: number) => formatBytes(n, i18n.locale.replace('_', '-'))

  const data = plan.data
  const tooBig = data ? data.free !== null && data.missingBytes > data.free : false
  const running = progress !== null
  const maxDays = SHIFT_DAYS.max

  const prepare = async () => {
    if (!data) return
    abort.current = new AbortController()
    setResult(null)
    setProgress({ done: 0, received: 0, current: null })
    try {
      const outcome = await runShiftPreparation(
        data,
        { token: session.token, userId: session.user.userId },
        setProgress,
        abort.current.signal,
      )
      setResult(outcome)
      if (outcome.failed.length === 0 && !abort.current.signal.aborted) showToast(t`Shift prepared`, 'green')
    } finally {
      setProgress(null)
      abort.current = null
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.shiftReadiness() })
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.shiftPlan(days) })
    }
  }

  return (
    <Card withBorder padding="md" data-testid="prepare-shift">
      <Stack gap="sm">
        <NumberInput
          label={t`Days to prepare`}
          description={t`Today and the days after it, up to ${maxDays}.`}
          min={SHIFT_DAYS.min}
          max={SHIFT_DAYS.max}
          clampBehavior="strict"
          allowDecimal={false}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' && value >= 1 ? value : SHIFT_DAYS.min)}
          disabled={running}
          maw={320}
        />
        {!online ? (
          <Alert color="gray" icon={<IconWifiOff size={18} />}>
            <Trans>Preparing needs a network connection. What is on this device now is checked above.</Trans>
          </Alert>
        ) : plan.isError ? (
          <Alert color="red" title={t`Could not check what the coming days need`}>
            {errorMessage(plan.error, i18n)}
          </Alert>
        ) : !data ? (
          <Text size="sm" c="dimmed">
            <Trans>Checking what the coming days need…</Trans>
          </Text>
        ) : (
          <PlanSummary
            workOrders={data.coming.length}
            files={data.files}
            size={bytes(data.bytes)}
            toDownload={data.downloads.length}
            missingSize={bytes(data.missingBytes)}
            free={data.free === null ? null : bytes(data.free)}
            tooBig={tooBig}
          />
        )}
        {progress ? (
          <Stack gap={4} data-testid="prepare-progress">
            <Progress
              value={data && data.missingBytes > 0 ? (progress.received / data.missingBytes) * 100 : 100}
              animated
              aria-label={t`Preparing`}
            />
            <Text size="xs" c="dimmed">
              <ProgressLine
                progress={progress}
                count={data?.downloads.length ?? 0}
                total={data?.missingBytes ?? 0}
              />
              {progress.current ? ` · ${downloadName(progress.current)}` : ''}
            </Text>
          </Stack>
        ) : null}
        {result && result.failed.length > 0 ? (
          <Alert color="red" title={t`Some files could not be downloaded`} data-testid="prepare-failed">
            <List size="sm">
              {result.failed.map((f) => (
                <List.Item key={downloadName(f.download)}>{downloadName(f.download)}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button
            leftSection={<IconCloudDownload size={18} />}
            onClick={() => void prepare()}
            disabled={!online || !data || tooBig || running}
            loading={running}
          >
            {t`Prepare ${days} days`}
          </Button>
          {running ? (
            <Button variant="default" onClick={() => abort.current?.abort()}>
              <Trans>Stop</Trans>
            </Button>
          ) : null}
        </Group>
        {data && data.coming.length > 0 ? <ComingWorkList events={data.coming} /> : null}
      </Stack>
    </Card>
  )
}

function ProgressLine({ progress, count, total }: { progress: ShiftProgress; count: number; total: number }) {
  const { t, i18n } = useLingui()
  const done = progress.done
  const received = formatBytes(progress.received, i18n.locale.replace('_', '-'))
  const all = formatBytes(total, i18n.locale.replace('_', '-'))
  return <>{t`${done} of ${count} files, ${received} of ${all}`}</>
}

interface PlanSummaryProps {
  workOrders: number
  files: number
  size: string
  toDownload: number
  missingSize: string
  free: string | null
  tooBig: boolean
}

function PlanSummary({ workOrders, files, size, toDownload, missingSize, free, tooBig }: PlanSummaryProps) {
  const { t } = useLingui()
  return (
    <Stack gap={2} data-testid="shift-plan">
      <Text size="sm">{t`${workOrders} open work orders, ${files} files (${size}) in all.`}</Text>
      <Text size="sm" fw={600}>
        {toDownload === 0
          ? t`Everything is already on this device.`
          : t`To download: ${toDownload} files, ${missingSize}.`}
      </Text>
      {free !== null ? (
        <Text size="xs" c={tooBig ? 'red' : 'dimmed'}>
          {tooBig ? t`Not enough space on this device: ${free} free.` : t`${free} free on this device.`}
        </Text>
      ) : null}
    </Stack>
  )
}
