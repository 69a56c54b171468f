import type { RaRecord } from 'react-admin';
import { isFirstPaintDismissed } from '@/browser/firstPaint';
import { hasRoles } from '@/auth/hasRoles';
import type { User } from '@/platform/types';
import { listView } from './listView';
import type { FirstPaintList } from './manifest';

/** The two calls a list's picture needs, started before the app has loaded (the app takes them over). */
export interface FirstCalls {
  user: Promise<Response>;
  page: Promise<Response>;
}

/** The payload of a successful call in the platform's envelope, else undefined. */
async function payloadOf(call: Promise<Response>): Promise<{ payload: unknown; headers: Headers } | undefined> {
  try {
    const response = await call;
    if (response.status !== 200) return undefined;
    const body = (await response.json()) as { success?: boolean; payload?: unknown };
    return body?.success === true ? { payload: body.payload, headers: response.headers } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first paint's picture of `list` (start.ts), in the dark theme's colours if `dark`: when the current user and the first page have
 * answered (signed in, allowed the page, rows there), the page as plain HTML over the loading screen
 * (listView); the app's list removes it once its own rows show (src/browser/firstPaint.ts). Resolves
 * once the picture is on screen, or at once when there is none to paint.
 */
export async function paintFirstList(list: FirstPaintList, calls: FirstCalls, dark: boolean): Promise<void> {
  const [user, page] = await Promise.all([payloadOf(calls.user), payloadOf(calls.page)]);
  const signedIn = (user?.payload as User | undefined)?.uuid;
  // A list answered whole (no Content-Range) is paged by the app: nothing to paint.
  const rows = page?.headers.has('Content-Range') && Array.isArray(page.payload) ? (page.payload as RaRecord[]) : undefined;
  if (!signedIn || !hasRoles(user!.payload as User, list.roles) || !rows?.length || isFirstPaintDismissed()) return;
  document.body.append(listView(list, rows, dark));
  await nextFrame();
}

/** Resolves once the browser has painted a frame with what is on the page now. */
function nextFrame(): Promise<void> {
  // A timeout set in a frame's animation callbacks runs after that frame is painted.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
