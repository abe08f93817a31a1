/** The app itself, loaded by main.tsx once the page's HTML has painted. */
import { MantineProvider } from '@mantine/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { LazyOverlays } from './app/LazyOverlays.tsx';
import { createRouter } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { persistor, store } from './lib/store.ts';
import { installErrorListener } from './lib/toast.ts';

// Spec section 2: the search-details session item is removed when the application loads.
sessionStorage.removeItem('search-details');

installErrorListener(store);
const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
// A transition renders in slices that yield to the browser (no half-second task blocks a phone's first
// input); the first render is otherwise one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {/* Beside the app, not around it, and mounted on first use: see app/modalsReady.ts. */}
        <LazyOverlays />
        <Provider store={store}>
          <PersistGate persistor={persistor} loading={null}>
            <RouterProvider router={router} />
          </PersistGate>
        </Provider>
      </MantineProvider>
    </StrictMode>,
  ),
);
