import { preloadable } from '@/ui/preloadable';
import HistoryIcon from '@mui/icons-material/History';
import { HISTORY_READERS } from '@/auth/readers';
import { defineResource } from '@resources/define';

const HistoryPage = preloadable(() => import('./HistoryPage'));

/**
 * Who changed what (issue 24): the platform's history of every write (`GET /account/history`,
 * fixtures/server/README.md). The global view (/history, administrators and the auditor) filters by actor, resource and
 * time, pages on the server and exports a time range (the server's Export, issue 64); each record's detail has a
 * History tab (RecordHistory.tsx, added to every resource by defineResource).
 */
export default defineResource({
  name: 'history',
  endpoint: { service: 'account', path: '/history' },
  route: '/history',
  capability: 'history',
  roles: HISTORY_READERS,
  menu: { icon: HistoryIcon, order: 65 },
  // Not a list of the engine: its page (HistoryPage) shows the entries.
  fields: [],
  columns: [],
  selectionParam: 'historyID',
  history: false,
  slots: { page: HistoryPage },
});

export { messages } from './messages';
