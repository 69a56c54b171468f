import type { SlotProps } from '@/engine/types';
import JoinLink from './JoinLink';
import OrganizationDomains from './OrganizationDomains';
import OrganizationRequests from './OrganizationRequests';

/**
 * An organization's panels below its fields, one lazy chunk for all of them: one lazy import in the
 * resource's definition (start-up code: tests/unit/bundle-budget.test.ts) instead of one per panel.
 */
export default function OrganizationPanels(props: SlotProps) {
  return (
    <>
      <JoinLink {...props} />
      <OrganizationDomains {...props} />
      <OrganizationRequests {...props} />
    </>
  );
}
