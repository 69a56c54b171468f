import { Suspense, lazy, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CoreAdminUI, ResourceDefinitionContext } from 'react-admin';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { calls, catalogues, endpoints } from '@resources/index';
import { createAuthProvider } from '@/auth/authProvider';
import { useLocalizedI18n } from '@/i18n/useLocalizedI18n';
import { ShellLayout } from '@/layout/ShellLayout';
import { LoadingScreen } from '@/routes/LoadingScreen';
import { ShellServices } from '@/layout/ShellServices';
import { createDataProvider } from '@/platform/dataProvider';
import { preferences } from '@/platform/preferences';
import { queryClient } from '@/platform/queryClient';
import { adminRoutes, resourceDefinitions } from '@/routes/adminRoutes';
import NotFound from '@/routes/NotFound';
import { consoleHistory, consoleRouterProvider } from '@/routes/blockingHistory';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { darkTheme, lightTheme, useDarkMode } from '@/theme';
import { StyleCache } from '@/theme/StyleCache';

const dataProvider = createDataProvider(endpoints, calls);
const authProvider = createAuthProvider(endpoints);

/** One of react-admin's pages for rare cases (routes/rarePages.ts), loaded only if it is ever shown. */
function rarePage(name: 'AccessDenied' | 'AuthenticationError' | 'Error') {
  const Page = lazy(() =>
    import('@/routes/rarePages').then((pages) => ({ default: pages[name] as ComponentType<object> })),
  );
  // Each slot (error, access denied…) hands its own props on.
  return function RarePage(props: any) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  };
}
const ErrorPage = rarePage('Error');
const AccessDenied = rarePage('AccessDenied');
const AuthenticationError = rarePage('AuthenticationError');

/**
 * The console: react-admin over the platform adapter, the shell and the route table. It is react-admin's
 * <Admin> taken apart (its context, then the headless UI with our shell, our services and CssBaseline) so
 * that react-admin's default pages it never shows (login form, default layout and menu, notification)
 * are not part of every page's code; its error pages load if one is ever needed.
 */
export default function App() {
  return (
    <StyleCache>
      <Console />
    </StyleCache>
  );
}

function Console() {
  const [dark] = useDarkMode();
  // The chosen language's texts; until they are first there (another language than English), the loading screen.
  const i18nProvider = useLocalizedI18n(catalogues, preferences);
  if (!i18nProvider) return <LoadingScreen />;
  // Real paths (/signin, /apps?…), not react-admin's default hash router: links in mails and the
  // spec's routes address pages by path. The history holds a navigation while a form has unsaved
  // changes (routes/blockingHistory.ts).
  return (
    <HistoryRouter history={consoleHistory}>
      <RouterNavigation>
        <AdminContext
          dataProvider={dataProvider}
          routerProvider={consoleRouterProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={preferences}
          queryClient={queryClient}
          theme={dark ? darkTheme : lightTheme}
          darkTheme={null}
        >
          <CssBaseline enableColorScheme>
            <ResourceDefinitionContext.Provider value={resourceDefinitions}>
              <CoreAdminUI
                title="app.shell.title"
                layout={ShellLayout}
                loginPage={false}
                catchAll={NotFound}
                loading={LoadingScreen}
                error={ErrorPage}
                accessDenied={AccessDenied}
                authenticationError={AuthenticationError}
                disableTelemetry
              >
                {adminRoutes}
              </CoreAdminUI>
              <ShellServices />
            </ResourceDefinitionContext.Provider>
          </CssBaseline>
        </AdminContext>
      </RouterNavigation>
    </HistoryRouter>
  );
}
