import { Trans } from '@lingui/react/macro'
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconConstruction } from '@/components/icons'

/** What an area that is not built yet shows, inside the shell. */
export function NotAvailablePage() {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand">
          <IconConstruction size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          <Trans>Not available yet</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>
            This area of the platform is being prepared. It will appear here as soon as it is ready.
          </Trans>
        </Text>
        <Button component={Link} to="/home" variant="light" mt="xs">
          <Trans>Back to home</Trans>
        </Button>
      </Stack>
    </Center>
  )
}
