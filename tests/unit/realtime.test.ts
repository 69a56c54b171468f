import { beforeEach, describe, expect, it, vi } from 'vitest';

const handlers: Record<string, (message: unknown) => void> = {};
const socket = { on: vi.fn((event: string, fn: (m: unknown) => void) => (handlers[event] = fn)), disconnect: vi.fn() };
vi.mock('socket.io-client', () => ({ io: vi.fn(() => socket) }));

const { io } = await import('socket.io-client');
const { connectRealtime, isRealtimeConnected, onRealtimeStatus, subscribe } = await import('@/realtime/realtime');
const { recordNotices } = await import('../support/notices');
let recorded: ReturnType<typeof recordNotices> = [];
const { sendPageView } = await import('@/analytics/analytics');

beforeEach(() => {
  vi.mocked(io).mockClear();
  recorded = recordNotices();
});

describe('realtime client', () => {
  it('connects only when both an address and a token exist', () => {
    expect(connectRealtime('', 'token')).toBeUndefined();
    expect(connectRealtime('https://rt.example.com', undefined)).toBeUndefined();
    expect(io).not.toHaveBeenCalled();
  });

  it('authenticates with the token and sends both channels to subscribers, notifications to the store', () => {
    const stop = connectRealtime('https://rt.example.com', 'tok-1');
    expect(io).toHaveBeenCalledWith('https://rt.example.com', expect.objectContaining({ auth: { token: 'tok-1' } }));
    const events: unknown[] = [];
    const notices: unknown[] = [];
    const off = subscribe('events', (m) => events.push(m));
    subscribe('notifications', (m) => notices.push(m));

    handlers.events({ id: 9, name: 'login' });
    handlers.notifications({ title: 'Deploy', subtitle: 'api', body: 'v2 is live', timestamp: '10:00' });

    expect(events).toEqual([{ id: 9, name: 'login' }]);
    expect(notices).toHaveLength(1);
    expect(recorded).toEqual([
      expect.objectContaining({ title: 'Deploy', subtitle: 'api', body: 'v2 is live', timestamp: '10:00' }),
    ]);
    off();
    handlers.events({ id: 10 });
    expect(events).toHaveLength(1);
    stop?.();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('tells whether the socket is connected', () => {
    const changes: boolean[] = [];
    const off = onRealtimeStatus(() => changes.push(isRealtimeConnected()));
    const stop = connectRealtime('https://rt.example.com', 'tok-2');
    expect(isRealtimeConnected()).toBe(false);
    (handlers.connect as () => void)();
    expect(isRealtimeConnected()).toBe(true);
    (handlers.disconnect as () => void)();
    (handlers.connect as () => void)();
    stop?.();
    expect(isRealtimeConnected()).toBe(false);
    expect(changes).toEqual([true, false, true, false]);
    off();
  });
});

describe('page views', () => {
  it('sends a page view with the path when an analytics id is set, nothing otherwise', () => {
    sendPageView('', '/apps');
    expect(window.dataLayer).toBeUndefined();
    sendPageView('G-TEST', '/users?userID=3');
    const pageViews = (window.dataLayer ?? [])
      .map((args) => Array.from(args as ArrayLike<unknown>))
      .filter((a) => a[1] === 'page_view');
    expect(pageViews).toEqual([['event', 'page_view', { page_path: '/users?userID=3', send_to: 'G-TEST' }]]);
  });
});
