// A titled card for one part of the project page (a region named by its title).
import type { ReactNode } from 'react';
import { Card, Flex } from '@chakra-ui/react';

export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title as="h2">{title}</Card.Title>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
