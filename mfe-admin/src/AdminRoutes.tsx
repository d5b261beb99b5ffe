import { useAuthStore } from '@premieres/auth-store';
import { isAdminRole } from '@premieres/contracts';
import { PageSpinner } from '@premieres/ui';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminGate } from './access/AdminGate';
import { AdminOnlyNotice } from './access/AdminOnlyNotice';
import { AdminLayout } from './layout/AdminLayout';
import { ADMIN_TABS, type AdminTab, DEFAULT_TAB } from './tabs';

function TabPage({ tab }: { tab: AdminTab }) {
  const isAdmin = useAuthStore((state) => isAdminRole(state.role));
  if ('fallbackTo' in tab.page) return <Navigate to={`/admin/${tab.page.fallbackTo}`} replace />;
  if (tab.requires === 'admin' && !isAdmin) return <AdminOnlyNotice />;
  const Page = tab.page;
  return (
    <Suspense fallback={<PageSpinner minHeight="40vh" />}>
      <Page />
    </Suspense>
  );
}

/** /admin and one route per tab (deep links survive a reload); anything else under /admin → Content. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="/admin"
        element={
          <AdminGate>
            <AdminLayout />
          </AdminGate>
        }
      >
        <Route index element={<Navigate to={DEFAULT_TAB} replace />} />
        {ADMIN_TABS.map((tab) => (
          <Route key={tab.slug} path={tab.slug} element={<TabPage tab={tab} />} />
        ))}
        <Route path="*" element={<Navigate to={`/admin/${DEFAULT_TAB}`} replace />} />
      </Route>
      {/* The shell sends only /admin/* here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
