import { preloadable } from '@/ui/preloadable';
import SettingsIcon from '@mui/icons-material/Settings';
import { SUPERADMIN } from '@/auth/hasRoles';
import { defineResource } from '@resources/define';
import { settingQuery, templatesQuery } from './queries';

/** Every field of the e-mail setting, in the order of spec 2, section 2. */
const MAIL_FIELDS = [
  'replyEmail',
  'mailLogo',
  'mailSentName',
  'mailSentEmail',
  'primaryColor',
  'secondaryColor',
  'baseURL',
  'mailHost',
  'mailPort',
  'mailSSL',
  'mailUser',
  'mailPassword',
];

const SettingsPage = preloadable(() => import('./SettingsPage'));

/**
 * E-mail settings (/settings, spec 2): not a list but one Email tab editing the first setting, with the
 * template chips, a test e-mail box and the live preview (SettingsPage).
 */
export default defineResource({
  name: 'settings',
  endpoint: { service: 'account', path: '/settings' },
  route: '/settings',
  roles: SUPERADMIN,
  menu: { icon: SettingsIcon, parent: '/events', order: 10 },
  fields: [
    { source: 'replyEmail', type: 'email' },
    { source: 'mailLogo', type: 'url' },
    { source: 'mailSentName', type: 'text' },
    { source: 'mailSentEmail', type: 'email' },
    { source: 'primaryColor', type: 'color' },
    { source: 'secondaryColor', type: 'color' },
    { source: 'baseURL', type: 'url' },
    { source: 'mailHost', type: 'text' },
    { source: 'mailPort', type: 'int' },
    { source: 'mailSSL', type: 'bool', defaultValue: false },
    { source: 'mailUser', type: 'text' },
    // Answered masked by the platform: never shown back, saved only when typed.
    { source: 'mailPassword', type: 'password', writeOnly: true },
  ],
  columns: [{ source: 'mailSentName' }, { source: 'replyEmail' }, { source: 'mailHost' }],
  selectionParam: 'settingID',
  recordTitle: 'mailSentName',
  edit: MAIL_FIELDS,
  pageQueries: [settingQuery, templatesQuery],
  slots: { page: SettingsPage },
});

export { messages } from './messages';
