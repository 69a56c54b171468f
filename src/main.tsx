import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@/config';
import { LoadingScreen } from '@/routes/LoadingScreen';
import { unregisterServiceWorkers } from '@/layout/serviceWorker';

/**
 * Reads config.json first (one build serves many deployments), then renders the console. The app
 * module is loaded after the configuration, so nothing reads a configuration that is not there yet.
 */
async function start() {
  const root = createRoot(document.getElementById('root')!);
  root.render(<LoadingScreen />);
  unregisterServiceWorkers();
  // The opened page's code downloads while the configuration is read.
  void import('@/routes/preloadRoute').then(({ preloadRoute }) => preloadRoute(window.location.pathname));
  try {
    await loadConfig();
  } catch (error) {
    console.error('config.json could not be read; the defaults apply', error);
  }
  const { default: App } = await import('./App');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
