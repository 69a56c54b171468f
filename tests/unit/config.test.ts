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

  it('fails when config.json is missing, so the caller can say so', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not found', { status: 404 })));
    await expect(loadConfig()).rejects.toThrow(/config\.json: HTTP 404/);
  });
});
