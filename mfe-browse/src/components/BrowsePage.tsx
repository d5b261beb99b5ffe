import { Box, DocumentTitle, Heading, Text } from '@premieres/ui';
import type { ReactNode } from 'react';

/** Page frame under the shell's header: a title, an optional intro and the rows. */
export function BrowsePage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="main" py={{ base: '6', md: '10' }} minHeight="70vh">
      {typeof title === 'string' ? <DocumentTitle page={title} /> : null}
      <Box px={{ base: '4', md: '8' }} mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {title}
        </Heading>
        {intro ? (
          <Text mt="2" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {intro}
          </Text>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}
