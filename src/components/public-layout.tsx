import { Trans } from '@lingui/react/macro'
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { LogoMark } from './logo'
import { PortalFooter } from './portal-footer'

interface PublicLayoutProps {
  title: ReactNode
  description?: ReactNode
  termsUrl?: string | null
  children: ReactNode
}

/** Login, recovery, reset and terms: one centred card over the plant-floor backdrop. */
export function PublicLayout({ title, description, termsUrl, children }: PublicLayoutProps) {
  return (
    <Box className="pp-public" mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Center component="main" style={{ flex: 1 }} px="md" py="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Group gap="sm" justify="center">
            <LogoMark size={44} />
            <Stack gap={0}>
              <Text fw={700} size="lg" lh={1.1}>
                Plant Portal
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>Digital Service Platform</Trans>
              </Text>
            </Stack>
          </Group>
          <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', xs: 'xl' }}>
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} size="h3">
                  {title}
                </Title>
                {description ? (
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
      <PortalFooter termsUrl={termsUrl} />
    </Box>
  )
}
