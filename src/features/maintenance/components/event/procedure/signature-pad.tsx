import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'

const WIDTH = 600
const HEIGHT = 200

/**
 * A signature drawn with a finger, a stylus or a glove on a small canvas (pointer events, so touch
 * and mouse alike), handed over as a PNG data URL once something is drawn. The canvas keeps a fixed
 * drawing size and scales to the width it is given (a 360 px phone too); the ink follows the
 * theme's text colour on a white pad, so it reads in dark mode and prints on paper.
 */
export function SignaturePad({
  disabled,
  onChange,
}: {
  disabled: boolean
  /** The PNG data URL, or null when cleared. */
  onChange: (signature: string | null) => void
}) {
  const { t } = useLingui()
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const [drawn, setDrawn] = useState(false)

  useEffect(() => {
    const context = canvas.current?.getContext('2d')
    if (!context) return
    context.lineWidth = 3
    context.lineCap = 'round'
    context.lineJoin = 'round'
    context.strokeStyle = '#111'
  }, [])

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    return {
      x: ((e.clientX - box.left) / (box.width || WIDTH)) * WIDTH,
      y: ((e.clientY - box.top) / (box.height || HEIGHT)) * HEIGHT,
    }
  }
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return
    const context = e.currentTarget.getContext('2d')
    if (!context) return
    e.currentTarget.setPointerCapture?.(e.pointerId)
    drawing.current = true
    const { x, y } = point(e)
    context.beginPath()
    context.moveTo(x, y)
    context.lineTo(x + 0.1, y + 0.1)
    context.stroke()
  }
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return
    const context = e.currentTarget.getContext('2d')
    const { x, y } = point(e)
    context?.lineTo(x, y)
    context?.stroke()
  }
  const up = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return
    drawing.current = false
    setDrawn(true)
    onChange(e.currentTarget.toDataURL('image/png'))
  }
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT)
    setDrawn(false)
    onChange(null)
  }
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Trans>Sign in the box</Trans>
      </Text>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t`Signature pad`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        style={{
          width: '100%',
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          touchAction: 'none',
          background: '#fff',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
      <Group justify="flex-end">
        <Button size="sm" variant="subtle" onClick={clear} disabled={!drawn || disabled}>
          <Trans context="erase a drawn signature">Clear</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
