import { Tabs } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { DocumentTitle, PageSpinner } from '@premieres/ui';
import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { type AuthTab, DEFAULT_AFTER_SIGN_IN, readAuthQuery } from './authQuery';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useFinishSignIn } from './useFinishSignIn';

/** /auth: Sign In and Sign Up tabs; query email, mode=signup, returnTo (spec §2). */
export function AuthPage() {
  const [params] = useSearchParams();
  // A new query (e.g. Get Started again) starts the page afresh.
  return <AuthScreen key={params.toString()} params={params} />;
}

function AuthScreen({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('account');
  const query = useMemo(() => readAuthQuery(params), [params]);
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  const [tab, setTab] = useState<AuthTab>(query.tab);
  const [resetOpen, setResetOpen] = useState(false);
  const finish = useFinishSignIn(query.returnTo);

  if (user) return <Navigate to={query.returnTo ?? DEFAULT_AFTER_SIGN_IN} replace />;
  if (loading) return <PageSpinner />;

  return (
    <AuthCard title={t('auth.heading')} description={t('auth.subheading')}>
      <DocumentTitle page={t(tab === 'signup' ? 'auth.tabs.signUp' : 'auth.tabs.signIn')} />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as AuthTab)}
        variant="line"
        colorPalette="brand"
        fitted
        lazyMount
      >
        <Tabs.List mb="6">
          <Tabs.Trigger value="signin">{t('auth.tabs.signIn')}</Tabs.Trigger>
          <Tabs.Trigger value="signup">{t('auth.tabs.signUp')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin">
          <SignInForm
            initialEmail={query.email}
            onSignedIn={finish}
            onForgotPassword={() => setResetOpen(true)}
          />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm initialEmail={query.email} onSignedUp={finish} />
        </Tabs.Content>
      </Tabs.Root>
      <ResetPasswordDialog open={resetOpen} onOpenChange={setResetOpen} />
    </AuthCard>
  );
}
