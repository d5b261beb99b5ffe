import { billingApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { PlanId } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui/plain/notify';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BROWSE_NS } from '../i18n';

/** Leaves the app for the provider's hosted checkout page. */
const leaveFor = (url: string) => window.location.assign(url);

/**
 * Choosing a plan: a visitor signs in first (and comes back here); a member without a plan pays
 * through the provider's checkout; a subscriber changes plan (an upgrade is paid now, a downgrade
 * is scheduled for the renewal).
 */
export function useChoosePlan(goTo: (url: string) => void = leaveFor) {
  const { t } = useTranslation(BROWSE_NS);
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.user !== null);
  const subscribed = useAuthStore((state) => state.subscription.subscribed);
  const [pending, setPending] = useState<PlanId | null>(null);

  const choose = async (planId: PlanId) => {
    if (!signedIn) {
      void navigate(`/auth?returnTo=${encodeURIComponent('/dashboard')}`);
      return;
    }
    setPending(planId);
    try {
      if (!subscribed) {
        goTo((await billingApi.checkout(planId)).url);
        return;
      }
      const change = await billingApi.changePlan(planId);
      if (change.kind === 'checkout') {
        goTo(change.checkout.url);
        return;
      }
      notify('success', t('plans.changeScheduled'));
    } catch {
      notify('error', t('plans.checkoutFailed'));
    } finally {
      setPending(null);
    }
  };
  return { choose, pending };
}
