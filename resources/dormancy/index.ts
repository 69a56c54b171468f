import HotelIcon from '@mui/icons-material/Hotel';
import { SUPERADMIN } from '@/auth/hasRoles';
import { preloadable } from '@/ui/preloadable';
import { defineResource } from '@resources/define';
import { dormancyTexts } from './texts';

const DormancyPage = preloadable(() => import('./DormancyPage'));

/**
 * Dormant accounts (issue 39, the superadmin's): the deployment's rule (mail after N days without a sign-in,
 * deactivate after M, delete after K), its exemptions, a dry run of whom it acts on today, Run now, and the
 * last runs with their history. Not a list of records: a page of its own (DormancyPage).
 */
export default defineResource({
  name: 'dormancy',
  endpoint: { service: 'account', path: '/dormancy' },
  route: '/dormancy',
  capability: 'dormancy',
  roles: SUPERADMIN,
  menu: { icon: HotelIcon, parent: '/users', order: 11 },
  fields: [],
  columns: [],
  selectionParam: 'dormancyID',
  history: false,
  slots: { page: DormancyPage },
});

export { calls } from './calls';
export { messages } from './messages';
export const textParts = [dormancyTexts];
