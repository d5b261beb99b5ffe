import { Card, Center, Heading } from '@premieres/ui';
import type { ReactNode } from 'react';

/** The centred card the panel shows instead of itself (signed out, access denied). */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center as="main" minH="100vh" px="4" py="10">
      <Card.Root maxW="md" w="full">
        <Card.Body gap="4">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {children}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
