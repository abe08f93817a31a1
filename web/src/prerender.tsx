import { MantineProvider } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { api } from './lib/api.ts';
import { rootReducers } from './lib/slices/index.ts';
import LoginPage from './pages/public/LoginPage.tsx';

/** The sign-in page as static markup, written into login.html at build time (see scripts/prerender-login.ts). */
export function renderLogin(): string {
  // The signed-out state: the app's reducers without persistence (nothing to rehydrate at build time).
  const store = configureStore({
    reducer: { ...rootReducers, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Provider store={store}>
        <MemoryRouter initialEntries={[webPaths.login]}>
          <LoginPage />
        </MemoryRouter>
      </Provider>
    </MantineProvider>,
  );
}
