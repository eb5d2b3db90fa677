import { CloseButton, Group, Paper, Title } from '@mantine/core'
import { type ReactNode, useEffect, useId, useRef } from 'react'

interface SimpleDialogProps {
  opened: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  maxWidth?: number
  children: ReactNode
}

/**
 * A modal dialog on the browser's own <dialog> (focus, Escape, backdrop, inert page for free).
 * Used where a page's first load must stay light: Mantine's Modal brings its scroll area and
 * positioning code, ~15 KB gzip, into the home screen.
 */
export function SimpleDialog({
  opened,
  onClose,
  title,
  closeLabel,
  maxWidth = 640,
  children,
}: SimpleDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (opened && !dialog.open) dialog.showModal()
    if (!opened && dialog.open) dialog.close()
  }, [opened])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes through the native cancel event
    <dialog
      ref={ref}
      className="pp-dialog"
      aria-labelledby={titleId}
      style={{ maxWidth: `min(${maxWidth}px, calc(100vw - 24px))` }}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // Keyboard users close with Escape (the native cancel event); the click is only the backdrop.
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <Paper p="lg" radius="md" className="pp-dialog-panel">
        <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <CloseButton onClick={onClose} aria-label={closeLabel} />
        </Group>
        {children}
      </Paper>
    </dialog>
  )
}
