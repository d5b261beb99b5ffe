import { useSignOut } from '@premieres/api-client/sign-out';
import { useAuthStore } from '@premieres/auth-store';
import {
  isAdminRole,
  isNewAccount,
  isPlanId,
  NOT_SUBSCRIBED,
  type Role,
  type SubscriptionState,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import {
  Box,
  Button,
  Card,
  Container,
  DocumentTitle,
  Heading,
  HStack,
  PageSpinner,
  SimpleGrid,
  Stack,
  Text,
} from '@premieres/ui';
import { Clock, Crown, Film, ListVideo, Play, Settings, Shield, Tv, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PLANS_SECTION_ID, PlansSection } from '../billing/PlansSection';
import { BROWSE_NS } from '../i18n';
import { usePageDrawn } from '../layout/usePageDrawn';
import { LearningRows } from '../learning/LearningRows';
import { ContinueWatchingRow } from '../resume/ContinueWatchingRow';
import { QueryRow } from '../rows/QueryRow';
import { DASHBOARD_ROWS } from '../rows/rowSources';
import { useAfterIdle } from '../rows/useAfterIdle';
import { useIdleDateFormat } from './useIdleDateFormat';
import { useReturningMember } from './useReturningMember';
import { useStartWatchingPath } from './useStartWatching';

/** The part of the e-mail before the @. */
export function emailName(email: string): string {
  return email.split('@')[0] ?? email;
}

export function DashboardPage() {
  const { t } = useTranslation(BROWSE_NS);
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  // A returning member's rows draw while the session restore travels (issue 28): the member
  // this browser last saw stands in until it answers. Loading with a user is a sign-out.
  const returning = useReturningMember();
  const member = loading ? (user ? null : returning) : user;
  if (loading && !member) return <PageSpinner />;
  return (
    <>
      <DocumentTitle page={t('dashboard.documentTitle')} />
      {member ? (
        <MemberDashboard
          email={user?.email ?? null}
          role={member.role}
          isNew={isNewAccount(member.created_at, Date.now())}
          subscription={user ? null : member.subscription}
        />
      ) : (
        <SignedOutDashboard />
      )}
    </>
  );
}

function SignedOutDashboard() {
  const { t } = useTranslation(BROWSE_NS);
  usePageDrawn();
  return (
    <Stack as="main" align="center" justify="center" textAlign="center" gap="4" minHeight="60vh" px="4">
      <Heading as="h1" size="2xl">
        {t('dashboard.signedOutTitle')}
      </Heading>
      <Text color="fg.muted">{t('dashboard.signedOutText')}</Text>
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to={`/auth?returnTo=${encodeURIComponent('/dashboard')}`}>
            {t('dashboard.signIn')}
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/">{t('dashboard.goHome')}</RouterLink>
        </Button>
      </HStack>
      <PlansSection />
    </Stack>
  );
}

/**
 * The account's plan as the API holds it (the auth store's subscription, or the stored member's
 * while the session is restored), never a fixed text.
 */
function useSubscriptionText(stored: SubscriptionState | null): string {
  const { t, i18n } = useTranslation(BROWSE_NS);
  const current = useAuthStore((state) => state.subscription);
  const subscription = stored ?? current ?? NOT_SUBSCRIBED;
  const format = useIdleDateFormat(
    i18n.language,
    subscription.subscribed && Boolean(subscription.subscription_end),
  );
  if (!subscription.subscribed) return t('dashboard.cards.noSubscription');
  const plan = subscription.subscription_tier;
  const name = isPlanId(plan) ? t(`plans.names.${plan}`) : (plan ?? '');
  // Below the first screen: the date joins the plan's name once the page is idle.
  const end =
    subscription.subscription_end && format ? format.format(new Date(subscription.subscription_end)) : '';
  return end ? t('dashboard.cards.subscriptionUntil', { plan: name, date: end }) : name;
}

/**
 * A brand-new account is greeted 'Welcome'; a returning member 'Welcome back'. `email` is null
 * (and `subscription` the stored one) while the session is being restored: the greeting keeps
 * its place, unseen, until the name is known.
 */
function MemberDashboard({
  email,
  role,
  isNew,
  subscription,
}: {
  email: string | null;
  role: Role;
  isNew: boolean;
  subscription: SubscriptionState | null;
}) {
  const { t } = useTranslation(BROWSE_NS);
  usePageDrawn();
  const subscriptionText = useSubscriptionText(subscription);
  const startWatching = useStartWatchingPath();
  const isAdmin = isAdminRole(role);
  // This member's cached lists go with the session.
  const signOut = useSignOut({ dropQueries: { queryKey: ['library'] } });
  // Below the first screen: drawn once it has painted, or at once when the link leads to it.
  const idle = useAfterIdle();
  const { hash } = useLocation();
  const plansShown = idle || hash === `#${PLANS_SECTION_ID}`;
  return (
    <Box as="main" pb="12">
      <Container maxWidth="6xl" pt="6">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          {/* One line, and on its own line below lg: its height is the same whatever the name,
              so the name arriving after the session restore moves nothing (CLS). */}
          <Heading
            as="h1"
            size="lg"
            truncate
            minWidth="0"
            flexBasis={{ base: 'full', lg: 'auto' }}
            visibility={email === null ? 'hidden' : undefined}
          >
            {t(isNew ? 'dashboard.welcomeNew' : 'dashboard.welcome', { name: emailName(email ?? '') })}
          </Heading>
          <HStack gap="2">
            {isAdmin ? (
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/admin">
                  <Shield /> {t('dashboard.admin')}
                </RouterLink>
              </Button>
            ) : null}
            {/* From the header's full width (lg) its own Sign Out shows: one, not two. */}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void signOut.run()}
              loading={signOut.pending}
              hideFrom="lg"
            >
              {t('dashboard.signOut')}
            </Button>
          </HStack>
        </HStack>
      </Container>
      {/* Leads the page for a subscriber who has started something; absent otherwise. */}
      <ContinueWatchingRow />

      <Box
        mt="6"
        py={{ base: '12', md: '20' }}
        bgGradient="to-r"
        gradientFrom="brand.950"
        gradientVia="blackAlpha.800"
        gradientTo="bg"
      >
        <Container maxWidth="6xl">
          <Stack gap="4" maxWidth="2xl">
            <Heading as="h2" size={{ base: '2xl', md: '4xl' }}>
              {t('dashboard.heroTitle')}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {t('dashboard.heroText')}
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to={startWatching} data-testid="start-watching">
                  <Play fill="currentColor" /> {t('dashboard.startWatching')}
                </RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/my-list">
                  <ListVideo /> {t('dashboard.myList')}
                </RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>

      {/* The spec's home sections, each a row the API fills; empty ones hide. */}
      <Box mt="8">
        {DASHBOARD_ROWS.map((source) => (
          <QueryRow key={source.id} source={source} />
        ))}
      </Box>

      <Container maxWidth="6xl" mt="10">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <StatCard
            icon={<UserRound />}
            label={t('dashboard.cards.role')}
            value={t(`dashboard.roles.${role}`)}
          />
          <StatCard
            icon={<Crown />}
            label={t('dashboard.cards.subscription')}
            value={subscriptionText}
            testId="dashboard-subscription"
          />
          <StatCard
            icon={<Clock />}
            label={t('dashboard.cards.watchTime')}
            value={t('dashboard.cards.watchTimeValue')}
          />
        </SimpleGrid>

        <Heading as="h2" size="lg" mt="10" mb="4">
          {t('dashboard.quickActions')}
        </Heading>
        <SimpleGrid as="nav" columns={{ base: 2, md: 4 }} gap="3">
          <QuickAction to="/movies" icon={<Film />} label={t('dashboard.actions.movies')} />
          <QuickAction to="/premieres" icon={<Tv />} label={t('dashboard.actions.premieres')} />
          <QuickAction to="/my-list" icon={<ListVideo />} label={t('dashboard.actions.myList')} />
          <QuickAction to="/settings" icon={<Settings />} label={t('dashboard.actions.settings')} />
        </SimpleGrid>
      </Container>
      {/* Below the first screen's cards: arriving later, they move nothing above them. */}
      <LearningRows />
      {plansShown ? <PlansSection /> : null}
    </Box>
  );
}

function StatCard({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <Card.Root variant="subtle">
      <Card.Body>
        <HStack gap="3">
          <Box color="brand.fg" aria-hidden="true">
            {icon}
          </Box>
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text fontSize="xl" fontWeight="bold" data-testid={testId}>
              {value}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function QuickAction({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Button asChild variant="outline" height="auto" py="5" flexDirection="column" gap="2">
      <RouterLink to={to}>
        {icon}
        {label}
      </RouterLink>
    </Button>
  );
}
