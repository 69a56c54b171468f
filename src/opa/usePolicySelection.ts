import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Identifier } from 'react-admin';
import { toId } from '@/engine/addressId';

export const SERVICE_PARAM = 'serviceNameID';
export const ROLE_PARAM = 'roleID';

/**
 * The policy editor's selection lives in the address (spec 2: `serviceNameID` and `roleID`), so a
 * reload or a shared link shows the same service and role. Another service clears the role.
 */
export function usePolicySelection() {
  const [params, setParams] = useSearchParams();
  const serviceNameID = toId(params.get(SERVICE_PARAM));
  const roleID = toId(params.get(ROLE_PARAM));

  const select = useCallback(
    (service?: Identifier, role?: Identifier) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (service === undefined) updated.delete(SERVICE_PARAM);
        else updated.set(SERVICE_PARAM, String(service));
        if (role === undefined) updated.delete(ROLE_PARAM);
        else updated.set(ROLE_PARAM, String(role));
        return updated;
      }),
    [setParams],
  );

  const selectService = useCallback((id: Identifier) => select(id), [select]);
  const selectRole = useCallback((id: Identifier) => select(serviceNameID, id), [select, serviceNameID]);

  return { serviceNameID, roleID, select, selectService, selectRole };
}
