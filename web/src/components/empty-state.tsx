import { EmptyState as Chakra, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps extends Omit<Chakra.RootProps, 'title'> {
  /** A large icon above the title. */
  icon?: ReactNode;
  title: string;
  /** The title's heading level, when it heads a page's content. */
  titleAs?: 'h2' | 'h3';
  description?: ReactNode;
  /** What to do about it: buttons, a link. */
  children?: ReactNode;
}

/** A list or page with nothing in it yet: what is missing and what to do about it, in a framed box. */
export function EmptyState({ icon, title, titleAs, description, children, ...root }: EmptyStateProps) {
  return (
    <Chakra.Root bg="bg" borderWidth="1px" borderRadius="lg" {...root}>
      <Chakra.Content>
        {icon && <Chakra.Indicator>{icon}</Chakra.Indicator>}
        <VStack textAlign="center">
          <Chakra.Title as={titleAs}>{title}</Chakra.Title>
          {description && <Chakra.Description>{description}</Chakra.Description>}
        </VStack>
        {children}
      </Chakra.Content>
    </Chakra.Root>
  );
}
