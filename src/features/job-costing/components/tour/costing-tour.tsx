import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, CloseButton, Group, Overlay, Popover, Portal, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { TOUR_Z_INDEX, type TourStep, tourPlacement, tourSelector } from '../../model/tour'
import { useTourTexts } from './tour-texts'
import { type TargetBox, useTourTarget } from './use-tour-target'

interface CostingTourProps {
  steps: readonly TourStep[]
  /** The step shown; null while the tour is not running. */
  index: number | null
  onIndex: (index: number) => void
  /** Skip, Close, Escape or Done: the tour ends and stays dismissed. */
  onEnd: () => void
}

/** Room around the highlighted element. */
const PAD = 6
/** Room kept under the highlight for the step's text: a taller element is highlighted in part. */
const TEXT_ROOM = 300
/** The step's text, at most (its width is min(360px, 100vw - 24px)). */
const TEXT_SIZE = { width: 372, height: 260 }

/**
 * The onboarding tour (spec 002 §2.2, §9): the page dimmed under a transparent Overlay that keeps
 * clicks off it, the step's element cut out by a box whose wide shadow is the dimming, and a
 * Popover anchored on that box with the step's text and Skip, Back, Next (Done on the last) and
 * Close. Mantine's own components, no tour library (STACK.md lists none).
 */
export function CostingTour({ steps, index, onIndex, onEnd }: CostingTourProps) {
  const step = index === null ? undefined : steps[index]
  if (index === null || !step) return null
  // Keyed by step: each one waits for its own element and starts with the focus on its buttons.
  return (
    <TourStepView
      key={step.id}
      step={step}
      index={index}
      count={steps.length}
      onIndex={onIndex}
      onEnd={onEnd}
    />
  )
}

interface StepViewProps {
  step: TourStep
  index: number
  count: number
  onIndex: (index: number) => void
  onEnd: () => void
}

function TourStepView({ step, index, count, onIndex, onEnd }: StepViewProps) {
  const { t } = useLingui()
  const id = useId()
  const texts = useTourTexts()[step.id]
  const target = useTourTarget(tourSelector(step))
  const found = typeof target === 'object'
  const last = index === count - 1
  const number = index + 1
  // The text goes on a side of the element with room for it, so it never covers what it explains;
  // only an element nearly as big as the screen is highlighted in part, the text under that part.
  const whole: TargetBox | null = found
    ? {
        top: target.top - PAD,
        left: target.left - PAD,
        width: target.width + 2 * PAD,
        height: target.height + 2 * PAD,
      }
    : null
  const viewport = { width: window.innerWidth, height: window.innerHeight }
  const placement = whole ? tourPlacement(whole, viewport, TEXT_SIZE) : null
  // Without its element (still loading, or a tab without data) the step shows in the middle.
  const box: TargetBox = whole
    ? placement
      ? whole
      : { ...whole, height: Math.max(120, window.innerHeight - whole.top - TEXT_ROOM) }
    : { top: window.innerHeight / 2, left: window.innerWidth / 2, width: 0, height: 0 }

  return (
    <Portal>
      <Overlay fixed zIndex={TOUR_Z_INDEX} backgroundOpacity={found ? 0 : 0.55} color="#000" />
      <Popover
        opened={target !== 'waiting'}
        position={found ? (placement ?? 'bottom') : 'top'}
        withArrow={found}
        shadow="md"
        zIndex={TOUR_Z_INDEX + 1}
        width="min(360px, calc(100vw - 24px))"
        floatingStrategy="fixed"
        hideDetached={false}
        // No flip: the side is chosen above, where the text has room beside the element.
        middlewares={{ flip: false, shift: { padding: 12 } }}
        trapFocus
        returnFocus
        closeOnClickOutside={false}
        // The target is a plain box, not a control: no aria-expanded on it (the dropdown names its role).
        withRoles={false}
        onDismiss={onEnd}
      >
        <Popover.Target>
          <Box
            data-testid="tour-spotlight"
            style={{
              position: 'fixed',
              top: box.top,
              left: box.left,
              width: box.width,
              height: box.height,
              zIndex: TOUR_Z_INDEX,
              pointerEvents: 'none',
              borderRadius: 8,
              boxShadow: found ? '0 0 0 9999px rgba(0, 0, 0, 0.55)' : undefined,
              outline: found ? '2px solid var(--mantine-color-green-5)' : undefined,
            }}
          />
        </Popover.Target>
        <Popover.Dropdown
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} id={`${id}-title`}>
                {texts.title}
              </Text>
              <CloseButton size="sm" aria-label={t`Close the tour`} onClick={onEnd} />
            </Group>
            <Text size="sm" id={`${id}-text`}>
              {texts.text}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>
                Step {number} of {count}
              </Trans>
            </Text>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Button size="xs" variant="subtle" color="gray" onClick={onEnd}>
                <Trans>Skip</Trans>
              </Button>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" disabled={index === 0} onClick={() => onIndex(index - 1)}>
                  <Trans>Back</Trans>
                </Button>
                <Button size="xs" onClick={() => (last ? onEnd() : onIndex(index + 1))} data-autofocus>
                  {last ? <Trans>Done</Trans> : <Trans>Next</Trans>}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Portal>
  )
}
