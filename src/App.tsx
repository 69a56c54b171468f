import { Admin } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { endpoints } from '@resources/index';
import { createAuthProvider } from '@/auth/authProvider';
import { i18nProvider } from '@/i18n/i18nProvider';
import { ShellLayout } from '@/layout/ShellLayout';
import { LoadingScreen } from '@/routes/LoadingScreen';
import { ShellServices } from '@/layout/ShellServices';
import { createDataProvider } from '@/platform/dataProvider';
import { queryClient } from '@/platform/queryClient';
import { adminRoutes } from '@/routes/adminRoutes';
import NotFound from '@/routes/NotFound';
import { darkTheme, lightTheme, useDarkMode } from '@/theme';

const dataProvider = createDataProvider(endpoints);
const authProvider = createAuthProvider(endpoints);

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
