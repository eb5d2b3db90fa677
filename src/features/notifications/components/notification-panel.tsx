import { Trans, useLingui } from '@lingui/react/macro'
import {
  Anchor,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { Fragment, useEffect, useState } from 'react'
import type { Notification } from '@/contract/account'
import { formatDateTime } from '@/lib/format/date'
import { notificationMessage } from '@/lib/messages/notifications'
import { useClickBell } from '../api/click-bell'
import { useNotifications } from '../api/get-notifications'
import { BellButton, indicatorProps } from './bell-button'

/** The bell with its 400 x 450 panel (spec 002 §2.9); loaded on first approach of the bell. */
export function NotificationPanel({ openNow }: { openNow: boolean }) {
  const [opened, setOpened] = useState(false)
  const notifications = useNotifications()
  const clickBell = useClickBell()
  const count = notifications.data?.numNewNotification ?? 0

  const toggle = () => {
    const next = !opened
    setOpened(next)
    if (next) clickBell.mutate()
  }
  // Clicked before this module loaded: open now, and count the click like any other.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (openNow) toggle()
  }, [])

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="lg" withArrow offset={6}>
      {/* The target is the button, not the Indicator around it: Popover.Target sets aria-expanded. */}
      <Indicator {...indicatorProps(count)}>
        <Popover.Target>
          <BellButton count={count} onClick={toggle} />
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} w="min(400px, calc(100vw - 16px))">
        <Stack gap={0} h={450} mah="calc(100dvh - 80px)">
          <Group px="md" py="sm" justify="space-between">
            <Title order={2} size="h5">
              <Trans>Notifications</Trans>
            </Title>
          </Group>
          <Divider />
          <ScrollArea style={{ flex: 1 }} type="auto">
            <NotificationList
              items={notifications.data?.notifications}
              loading={notifications.isPending}
              failed={notifications.isError}
              onNavigate={() => setOpened(false)}
            />
          </ScrollArea>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}

interface NotificationListProps {
  items: Notification[] | undefined
  loading: boolean
  failed: boolean
  onNavigate: () => void
}

function NotificationList({ items, loading, failed, onNavigate }: NotificationListProps) {
  const { i18n } = useLingui()
  if (loading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    )
  }
  if (failed || !items || items.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl" px="md">
        {failed ? <Trans>Notifications could not be loaded.</Trans> : <Trans>No notifications yet.</Trans>}
      </Text>
    )
  }
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          <Stack component="li" gap={4} px="md" py="sm">
            <Text size="sm">{notificationMessage(item.message, item.params, i18n)}</Text>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {formatDateTime(item.dateTime)}
              </Text>
              {item.href ? <NotificationLink href={item.href} onNavigate={onNavigate} /> : null}
            </Group>
          </Stack>
        </Fragment>
      ))}
    </Stack>
  )
}

function NotificationLink({ href, onNavigate }: { href: string; onNavigate: () => void }) {
  const internal = href.startsWith('/') && !href.startsWith('//')
  return internal ? (
    <Anchor component={Link} to={href} size="xs" onClick={onNavigate}>
      <Trans context="verb: open what a notification is about">Open</Trans>
    </Anchor>
  ) : (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs">
      <Trans context="verb: open what a notification is about">Open</Trans>
    </Anchor>
  )
}
