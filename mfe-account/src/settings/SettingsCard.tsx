import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled block of the settings page. */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading id={id} as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
