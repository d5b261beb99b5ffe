import { Flex, Heading } from '@premieres/ui';
import type { ReactNode } from 'react';

/** A tab's title, with its main action on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" justify="space-between" align="center">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
