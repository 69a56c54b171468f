import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, getConfig, loadConfig } from '@/config';

afterEach(() => vi.unstubAllGlobals());

describe('runtime configuration', () => {
  it('reads config.json beside the bundle and keeps defaults for what it leaves out', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ apiPrefix: '/platform', features: { signup: false } })),
    );
    vi.stubGlobal('fetch', fetch);
    const config = await loadConfig();
    expect(fetch).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(config.apiPrefix).toBe('/platform');
    expect(config.features).toEqual({ ...defaultConfig.features, signup: false });
    expect(config.signinRoute).toBe('/account/users/signin');
    expect(getConfig()).toBe(config);
  });

  it('takes the request index.html started, once, and asks itself after that', async () => {
    const page = globalThis as { configRequest?: Promise<Response> };
    page.configRequest = Promise.resolve(new Response(JSON.stringify({ apiPrefix: '/early' })));
    const fetch = vi.fn(async () => new Response(JSON.stringify({ apiPrefix: '/later' })));
    vi.stubGlobal('fetch', fetch);
    expect((await loadConfig()).apiPrefix).toBe('/early');
    expect(fetch).not.toHaveBeenCalled();
    expect((await loadConfig()).apiPrefix).toBe('/later');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails when config.json is missing, so the caller can say so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    await expect(loadConfig()).rejects.toThrow(/config\.json: HTTP 404/);
  });
});
