import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Identifier } from 'react-admin';
import { toId } from '@/engine/addressId';
import { useUpdateParams } from '@/navigation/useUpdateParams';

export const SERVICE_PARAM = 'serviceNameID';
export const ROLE_PARAM = 'roleID';

/**
 * The policy editor's selection lives in the address (spec 2: `serviceNameID` and `roleID`), so a
 * reload or a shared link shows the same service and role. Another service clears the role.
 */
export function usePolicySelection() {
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const serviceNameID = toId(params.get(SERVICE_PARAM));
  const roleID = toId(params.get(ROLE_PARAM));

  const select = useCallback(
    (service?: Identifier, role?: Identifier) =>
      update((params) => {
        if (service === undefined) params.delete(SERVICE_PARAM);
        else params.set(SERVICE_PARAM, String(service));
        if (role === undefined) params.delete(ROLE_PARAM);
        else params.set(ROLE_PARAM, String(role));
      }),
    [update],
  );

  const selectService = useCallback((id: Identifier) => select(id), [select]);
  const selectRole = useCallback((id: Identifier) => select(serviceNameID, id), [select, serviceNameID]);

  return { serviceNameID, roleID, select, selectService, selectRole };
}
