import SettingsIcon from '@mui/icons-material/Settings';
import { SUPERADMIN } from '@/auth/hasRoles';
import { defineResource } from './define';

/** Every field of the e-mail setting, created and edited alike (spec 2, section 2). */
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

/** E-mail settings (/settings, spec 2). Template chips, test e-mail and preview: a later issue. */
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
    { source: 'mailPassword', type: 'password' },
  ],
  columns: [{ source: 'mailSentName' }, { source: 'replyEmail' }, { source: 'mailHost' }],
  selectionParam: 'settingID',
  recordTitle: 'mailSentName',
  create: MAIL_FIELDS,
  edit: MAIL_FIELDS,
  delete: {},
});
