import { UiProvider } from '@premieres/ui';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { DeferredToaster } from './chrome/DeferredToaster';
import { ShellRoutes } from './ShellRoutes';
import { startSession } from './session/start-session';

export function App() {
  useEffect(() => startSession(), []);
  return (
    <UiProvider>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
      <DeferredToaster />
    </UiProvider>
  );
}
