import { Trans } from '@lingui/react/macro'
import { Anchor, Group, Text } from '@mantine/core'

/** The provider's site, when the installation names one (no link otherwise: never a made-up address). */
const providerUrl: string | undefined = import.meta.env.VITE_PROVIDER_URL || undefined
const providerName: string = import.meta.env.VITE_PROVIDER_NAME || 'Plant Portal'

interface PortalFooterProps {
  termsUrl?: string | null
}

/** The provider link, and the terms link when the user has a terms address (spec 000 §1). */
export function PortalFooter({ termsUrl }: PortalFooterProps) {
  return (
    <Group component="footer" justify="center" gap="md" py="xs" px="md" wrap="wrap">
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()}{' '}
        {providerUrl ? (
          <Anchor
            href={providerUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            c="dimmed"
            underline="hover"
          >
            {providerName}
          </Anchor>
        ) : (
          providerName
        )}
      </Text>
      {termsUrl ? (
        <Anchor
          href={termsUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          c="dimmed"
          underline="hover"
        >
          <Trans>Terms of service</Trans>
        </Anchor>
      ) : null}
    </Group>
  )
}
