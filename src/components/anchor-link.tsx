import { Anchor, type AnchorProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { forwardRef } from 'react'

/**
 * A Mantine Anchor that is a router link with typed params and search (`<Anchor component={Link}>`
 * loses the route types: Mantine's polymorphic props swallow them).
 */
const AnchorElement = forwardRef<HTMLAnchorElement, AnchorProps & React.ComponentPropsWithoutRef<'a'>>(
  (props, ref) => <Anchor ref={ref} {...props} />,
)
AnchorElement.displayName = 'AnchorElement'

export const AnchorLink = createLink(AnchorElement)
