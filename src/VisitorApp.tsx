import { Suspense, useEffect, useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, I18nContext, NotificationContextProvider } from 'react-admin';
import { createAuthProvider } from '@/auth/authProvider';
import { useLocalizedI18n } from '@/i18n/useLocalizedI18n';
import { visitorCatalogues } from '@/i18n/visitorCatalogues';
import { PageServices } from '@/layout/PageServices';
import { useLocation } from '@/navigation';
import { queryClient } from '@/platform/queryClient';
import { LoadingScreen } from '@/routes/LoadingScreen';
import { visitorPage } from '@/routes/pages';
import { darkTheme, lightTheme, useDarkMode } from '@/theme';
import { StyleCache } from '@/theme/StyleCache';

// These pages ask no access question: no resource endpoints needed.
const authProvider = createAuthProvider({});

/**
 * The visitors' app: the pages without side menu or app bar that need no sign-in (sign-in, processing,
 * join), with what every page has, and none of the admin app (react-admin's UI, react-router, the shell,
 * the resources), so that opening the sign-in page downloads only its own code. The pages find the same
 * contexts as inside the admin app (translations, auth provider, react-query, theme, location). Once the
 * address leaves these pages (after a sign-in), `onLeave` hands the page over to the admin app.
 */
export default function VisitorApp({ onLeave }: { onLeave: () => void }) {
  return (
    <StyleCache>
      <VisitorPage onLeave={onLeave} />
    </StyleCache>
  );
}

function VisitorPage({ onLeave }: { onLeave: () => void }) {
  const { pathname } = useLocation();
  const page = visitorPage(pathname);
  useEffect(() => {
    if (!page) onLeave();
  }, [page, onLeave]);
  const [dark] = useDarkMode();
  const theme = useMemo(() => createTheme(dark ? darkTheme : lightTheme), [dark]);
  const Page = page?.component;
  const i18nProvider = useLocalizedI18n(visitorCatalogues);
  if (!i18nProvider) return <LoadingScreen />;
  return (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={authProvider}>
        {/* The translator itself: a new language is a new translator (useLocalizedI18n), without re-mounting the page. */}
        <I18nContext.Provider value={i18nProvider}>
          <NotificationContextProvider>
            <ThemeProvider theme={theme}>
              <CssBaseline enableColorScheme />
              <PageServices />
              <Suspense fallback={<LoadingScreen />}>{Page ? <Page /> : <LoadingScreen />}</Suspense>
            </ThemeProvider>
          </NotificationContextProvider>
        </I18nContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
}
