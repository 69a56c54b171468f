import { usePageViews } from '@/analytics/usePageViews';
import { NotificationCentre } from '@/notifications/NotificationCentre';
import { useRealtime } from '@/realtime/useRealtime';
import { UrlParamsHandler } from '@/signin/UrlParamsHandler';
import { MessageDrawers } from './MessageDrawers';
import { Watermark } from './Watermark';

/**
 * What every page has, with or without the layout (sign-in included): notifications, message
 * drawers, the watermark, page views and the realtime connection. Given to <Admin> as its
 * `notification` component, the one slot react-admin renders on every route, inside the router.
 */
export function ShellServices() {
  usePageViews();
  useRealtime();
  return (
    <>
      <NotificationCentre />
      <MessageDrawers />
      <Watermark />
      <UrlParamsHandler />
    </>
  );
}
