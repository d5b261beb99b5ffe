import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackButton } from './BackButton';
import { DocumentTitle } from './plain/DocumentTitle';

export interface StaticPageProps {
  title: ReactNode;
  /** Optional line under the title (e.g. "Last updated"). */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Layout of the static information pages (about, privacy, terms, shipping, faq, help). */
export function StaticPage({ title, subtitle, children }: StaticPageProps) {
  return (
    <Box as="main" minHeight="100vh" bg="bg" color="fg" py={{ base: '6', md: '10' }}>
      <Container maxWidth="4xl">
        {typeof title === 'string' ? <DocumentTitle page={title} /> : null}
        <BackButton />
        <Stack gap="2" mt="4" mb="8">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {title}
          </Heading>
          {subtitle ? <Box color="fg.muted">{subtitle}</Box> : null}
        </Stack>
        <Stack gap="6" lineHeight="tall">
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** A titled section of a static page. */
export function StaticSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="lg" mb="2">
        {title}
      </Heading>
      <Box color="fg.muted">{children}</Box>
    </Box>
  );
}
