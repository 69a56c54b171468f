import { Admin } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from '@/auth/authProvider';
import { i18nProvider } from '@/i18n/i18nProvider';
import { ShellLayout } from '@/layout/ShellLayout';
import { LoadingScreen } from '@/layout/LoadingScreen';
import { ShellServices } from '@/layout/ShellServices';
import { createDataProvider } from '@/platform/dataProvider';
import { queryClient } from '@/platform/queryClient';
import { adminRoutes } from '@/routes/adminRoutes';
import NotFound from '@/routes/NotFound';
import { darkTheme, lightTheme, useDarkMode } from '@/theme';

// The resource definitions (and the cells they name) load with the first data call, not with the shell.
const dataProvider = createDataProvider(() => import('@resources/index').then((m) => m.endpoints));

/** The console: react-admin over the platform adapter, the shell and the route table. */
export default function App() {
  const [dark] = useDarkMode();
  // Real paths (/signin, /apps?…), not react-admin's default hash router: links in mails and the
  // spec's routes address pages by path.
  return (
    <BrowserRouter>
      <Admin
        title="app.shell.title"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        layout={ShellLayout}
        loginPage={false}
        catchAll={NotFound}
        loading={LoadingScreen}
        notification={ShellServices}
        theme={dark ? darkTheme : lightTheme}
        darkTheme={null}
        disableTelemetry
      >
        {adminRoutes}
      </Admin>
    </BrowserRouter>
  );
}
