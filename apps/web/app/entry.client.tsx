import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { registerShopWorkerWhenIdle } from './pwa/register.ts';

// React Router's own client entry, plus the service worker's registration after it (decision 043).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
registerShopWorkerWhenIdle();
