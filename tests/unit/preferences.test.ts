import { beforeEach, describe, expect, it } from 'vitest';
import { preferences, preferencesOf } from '@/platform/preferences';

describe('preferences (react-admin store kept across reloads)', () => {
  beforeEach(() => preferences.reset());

  it("keeps a person's preferences when that person comes back", () => {
    preferencesOf('u-1');
    preferences.setItem('sidebar.open', false);
    preferencesOf('u-1');
    expect(preferences.getItem('sidebar.open')).toBe(false);
  });

  it("forgets another person's preferences when someone else is signed in", () => {
    preferencesOf('u-1');
    preferences.setItem('sidebar.open', false);
    preferencesOf('u-2');
    expect(preferences.getItem('sidebar.open')).toBeUndefined();
    // …and they are now the second person's: the first one's are not brought back.
    preferences.setItem('sidebar.open', true);
    preferencesOf('u-1');
    expect(preferences.getItem('sidebar.open')).toBeUndefined();
  });
});
