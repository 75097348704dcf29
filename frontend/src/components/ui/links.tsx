import { forwardRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

/*
 * Mantine's Anchor and Button as TanStack Router links: typed routes, params and search, active
 * state and preloading on intent, with Mantine's look. Use these instead of `component={Link}`,
 * which loses the route types.
 */

const AnchorElement = forwardRef<HTMLAnchorElement, AnchorProps & React.ComponentPropsWithoutRef<'a'>>(
  (props, ref) => <Anchor component="a" ref={ref} {...props} />,
);
AnchorElement.displayName = 'AnchorElement';

const ButtonElement = forwardRef<HTMLAnchorElement, ButtonProps & React.ComponentPropsWithoutRef<'a'>>(
  (props, ref) => <Button component="a" ref={ref} {...props} />,
);
ButtonElement.displayName = 'ButtonElement';

export const AnchorLink = createLink(AnchorElement);
export const ButtonLink = createLink(ButtonElement);
