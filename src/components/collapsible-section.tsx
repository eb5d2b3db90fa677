import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Collapse, Group, Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useId, useState } from 'react'
import { IconChevronDown } from '@/components/icons'

/** Sections open and close with a 200 ms transition (spec 000 §2.5). */
export const SECTION_TRANSITION_MS = 200

/**
 * A collapsible page section (the order detail's, spec 000 §2.5): a titled region with its toggle
 * and optional actions, the content opening and closing in 200 ms.
 */
export function DetailSection({
  title,
  actions,
  children,
  defaultOpen = true,
  headingOrder = 3,
}: {
  title: ReactNode
  /** 2 on a page whose sections follow its h1 directly (statistics), 3 under a page's own h2s. */
  headingOrder?: 2 | 3
  actions?: ReactNode
  children: ReactNode
  defaultOpen?: boolean
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={headingOrder} size="h5" id={`${id}-title`}>
          {title}
        </Title>
        <Group gap={4} wrap="nowrap">
          {actions}
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            aria-label={open ? t`Collapse section` : t`Expand section`}
            onClick={() => setOpen((o) => !o)}
          >
            <IconChevronDown
              size={18}
              style={{
                transform: open ? 'rotate(180deg)' : undefined,
                transition: `transform ${SECTION_TRANSITION_MS}ms`,
              }}
            />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse expanded={open} transitionDuration={SECTION_TRANSITION_MS} id={`${id}-body`}>
        <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{children}</div>
      </Collapse>
    </Paper>
  )
}
