import './app/styles.ts';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { createRouter } from './app/router.tsx';
import { installErrorListener } from './app/setup.ts';
import { persistor, store } from './app/store.ts';
import { cssVariablesResolver, theme } from './app/theme.ts';

// Spec section 2: the search-details session item is removed when the application loads.
sessionStorage.removeItem('search-details');

installErrorListener(store);
const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={10_000} />
      <ModalsProvider modalProps={{ transitionProps: { duration: 300 } }}>
        <Provider store={store}>
          <PersistGate persistor={persistor} loading={null}>
            <RouterProvider router={router} />
          </PersistGate>
        </Provider>
      </ModalsProvider>
    </MantineProvider>
  </StrictMode>,
);
