import { Box, Container, Heading } from '@chakra-ui/react';
import { BackButton, DocumentTitle } from '@premieres/ui';
import type { ReactNode } from 'react';

export interface MemberPageProps {
  title: ReactNode;
  /** Next to the title (e.g. the unread-count badge). */
  titleAside?: ReactNode;
  /** Where Back goes when the page was opened directly. */
  backFallback?: string;
  maxWidth?: '2xl' | '4xl' | '6xl';
  children: ReactNode;
}

/** Frame of the account pages (settings, profile, profiles, notifications, contact, success). */
export function MemberPage({
  title,
  titleAside,
  backFallback = '/dashboard',
  maxWidth = '2xl',
  children,
}: MemberPageProps) {
  return (
    <Box as="main" py={{ base: '6', md: '10' }}>
      <Container maxWidth={maxWidth}>
        {typeof title === 'string' ? <DocumentTitle page={title} /> : null}
        <BackButton fallback={backFallback} />
        <Box display="flex" alignItems="center" gap="3" flexWrap="wrap" mt="4" mb="6">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {titleAside}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
