import { Text, ThemeIcon } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'

interface HomeTileProps {
  title: string
  description: string
  icon: ReactNode
  enabled: boolean
  /** Internal destination when enabled; otherwise onActivate runs. */
  to?: string
  onActivate?: () => void
  busy?: boolean
  /** Live content under the description (the plant counts on production analytics). */
  extra?: ReactNode
  /** Why the tile is disabled (the user lacks its role): shown on it and its accessible description. */
  reason?: string
}

/**
 * One product tile: an app link when it navigates, a button when it acts (the ordering site's
 * hand-off, the maintenance promotion), a link aria-disabled without access.
 * Its accessible name is its visible text, title first (WCAG 2.5.3 "label in name": an aria-label
 * with the title alone would hide the description from voice control and screen readers). A
 * disabled tile says why (spec 001 §2.5: the user lacks its role), as its accessible description.
 */
export function HomeTile(props: HomeTileProps) {
  const { title, description, icon, enabled, to, onActivate, busy, extra, reason } = props
  const reasonId = useId()
  const why = !enabled && reason ? reason : null
  const body = (
    <div className="pp-tile-body">
      <ThemeIcon
        size={46}
        radius="md"
        variant={enabled ? 'light' : 'default'}
        color={enabled ? 'brand' : 'gray'}
      >
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={650} size="lg" lh={1.25}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" lh={1.45} mt={6}>
          {description}
        </Text>
        {extra}
        {why ? (
          // Out of the name (title and description), read as the tile's description instead.
          <Text size="xs" c="dimmed" fs="italic" mt={8} id={reasonId} aria-hidden="true">
            {why}
          </Text>
        ) : null}
      </div>
    </div>
  )
  const common = {
    className: 'pp-tile',
    'data-enabled': enabled || undefined,
    'aria-describedby': why ? reasonId : undefined,
  }
  if (enabled && to) {
    return (
      <Link to={to} {...common}>
        {body}
      </Link>
    )
  }
  if (onActivate) {
    // An action, not a place: a button (a link to "#" would put "#" in the address and history).
    return (
      <button
        type="button"
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onActivate()
        }}
        {...common}
      >
        {body}
      </button>
    )
  }
  return (
    <a role="link" aria-disabled="true" {...common}>
      {body}
    </a>
  )
}
