import { Badge, Box, Button, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { Link } from 'react-router-dom';

const LINKS = [
  { to: '/auth', key: 'authTest.toAuth' },
  { to: '/dashboard', key: 'authTest.toDashboard' },
  { to: '/settings', key: 'authTest.toSettings' },
  { to: '/admin', key: 'authTest.toAdmin' },
  { to: '/', key: 'authTest.toHome' },
] as const;

/** /auth-test: what the auth store holds right now (spec §2, Other pages). */
export function AuthTestPage() {
  const { t } = useTranslation('account');
  const { loading, user, role, isAdmin, isModerator } = useAuthStore();
  const yesNo = (value: boolean) => (value ? t('authTest.yes') : t('authTest.no'));
  const rows: [string, string, string][] = [
    ['loading', t('authTest.loading'), yesNo(loading)],
    ['user', t('authTest.user'), user ? t('authTest.signedIn') : t('authTest.signedOut')],
    ['email', t('authTest.email'), user?.email ?? t('authTest.none')],
    ['id', t('authTest.id'), user?.id ?? t('authTest.none')],
    ['role', t('authTest.role'), role],
    ['is-admin', t('authTest.isAdmin'), yesNo(isAdmin)],
    ['is-moderator', t('authTest.isModerator'), yesNo(isModerator)],
  ];
  return (
    <Box as="main" maxWidth="2xl" mx="auto" px="4" py="10">
      <Heading as="h1" size="2xl">
        {t('authTest.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('authTest.description')}
      </Text>
      <Table.Root size="sm" mb="8" maxWidth="lg">
        <Table.Body>
          {rows.map(([id, label, value]) => (
            <Table.Row key={id}>
              <Table.Cell fontWeight="semibold">{label}</Table.Cell>
              <Table.Cell data-testid={`auth-test-${id}`}>
                {id === 'role' ? <Badge>{value}</Badge> : id === 'id' ? <Code>{value}</Code> : value}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {t('authTest.links')}
        </Heading>
        <HStack wrap="wrap" gap="2">
          {LINKS.map((link) => (
            <Button key={link.to} asChild variant="outline" size="sm">
              <Link to={link.to}>{t(link.key)}</Link>
            </Button>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
}
