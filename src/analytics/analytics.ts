/** Page views to Google Analytics (gtag) when config.json has an `analyticsId`. */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loadedId: string | undefined;

/** Loads gtag once for the id; page views are sent by sendPageView, not automatically. */
export function initAnalytics(id: string) {
  if (!id || loadedId === id) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag expects the arguments object itself
    // eslint-disable-next-line prefer-rest-params -- gtag expects the arguments object itself
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function sendPageView(id: string, path: string) {
  if (!id) return;
  initAnalytics(id);
  window.gtag?.('event', 'page_view', { page_path: path, send_to: id });
}
