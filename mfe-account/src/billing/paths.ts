/** The billing portal (this remote's page, declared in routes.ts). */
export const BILLING_PORTAL_PATH = '/billing';
/** The plans section of the dashboard (mfe-browse), where Change Plan and upsells go. */
export const DASHBOARD_PLANS = { pathname: '/dashboard', hash: 'plans' } as const;
