import { Box, Container, Heading } from '@chakra-ui/react';
import { BackButton } from '@premieres/ui';
import type { ReactNode } from 'react';

/** Frame of the signed-in account pages (settings, profile). */
export function MemberPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box as="main" py={{ base: '6', md: '10' }}>
      <Container maxWidth="2xl">
        <BackButton fallback="/dashboard" />
        <Heading as="h1" size="2xl" mt="4" mb="6">
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}
