import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Box, Group, Loader, Text } from '@mantine/core'
import type { RefObject } from 'react'
import { IconAlertTriangle } from '@/components/icons'
import type { CameraStatus } from './use-qr-camera'

/**
 * The camera's picture while it scans, or why there is none. The <video> stays in the page in
 * every state: the camera hook holds on to it from the start.
 */
export function CameraView({
  video,
  status,
}: {
  video: RefObject<HTMLVideoElement | null>
  status: CameraStatus
}) {
  const { t } = useLingui()
  const problems: Partial<Record<CameraStatus, { title: string; body: string }>> = {
    refused: {
      title: t`The camera is not allowed`,
      body: t`Allow the camera for this site in the browser's settings, or type the asset number printed under the code.`,
    },
    absent: {
      title: t`No camera found`,
      body: t`This device has no camera the portal can use. Type the asset number printed under the code.`,
    },
    unsupported: {
      title: t`This browser cannot use the camera here`,
      body: t`Type the asset number printed under the code.`,
    },
    failed: {
      title: t`The scanner could not start`,
      body: t`Type the asset number printed under the code.`,
    },
  }
  const problem = problems[status]
  return (
    <>
      <Box
        className="pp-scan-camera"
        display={problem ? 'none' : undefined}
        pos="relative"
        bg="black"
        w="100%"
        style={{ aspectRatio: '4 / 3', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label={t`Camera picture`}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        {status === 'starting' ? (
          <Group pos="absolute" inset={0} justify="center" gap="xs">
            <Loader size="sm" color="white" />
            <Text c="white" size="sm">
              <Trans>Starting the camera…</Trans>
            </Text>
          </Group>
        ) : null}
      </Box>
      {problem ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={problem.title}>
          {problem.body}
        </Alert>
      ) : null}
    </>
  )
}
