import { beforeEach, describe, expect, it } from 'vitest';
import { rememberImpersonationReturn, takeImpersonationReturn } from '@/auth/impersonationReturn';

describe('where stopping an impersonation returns (issue 42)', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns once to the in-app path where the impersonation was started', () => {
    rememberImpersonationReturn('/users?userID=17&index=2');
    expect(takeImpersonationReturn()).toBe('/users?userID=17&index=2');
    expect(takeImpersonationReturn()).toBeUndefined();
  });

  it('never returns to another origin, whatever the storage holds', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      rememberImpersonationReturn(path);
      expect(takeImpersonationReturn(), path).toBeUndefined();
      sessionStorage.setItem('impersonationReturn', path);
      expect(takeImpersonationReturn(), path).toBeUndefined();
    }
  });
});
