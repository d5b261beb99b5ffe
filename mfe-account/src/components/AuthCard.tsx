import { Box, Card, Center, Flex, Heading, Text } from '@chakra-ui/react';
import { BrandLogo, LanguageSelect } from '@premieres/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** The centred card of the auth, reset-password and confirm pages (drawn without the app header). */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Center as="main" minHeight="100vh" px="4" py="10" bg="bg">
      <Card.Root width="full" maxWidth="md" variant="elevated" bg="bg.panel">
        <Card.Header gap="2" textAlign="center" alignItems="center">
          <Flex width="full" justify="space-between" align="center" gap="3">
            <Link to="/">
              <BrandLogo />
            </Link>
            <LanguageSelect size="xs" width="7.5rem" />
          </Flex>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          ) : null}
        </Card.Header>
        <Card.Body>
          <Box>{children}</Box>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
