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
export const settings = defineResource({
  name: 'settings',
  endpoint: { service: 'account', path: '/settings' },
  route: '/settings',
  access: { account: ['superadmin'] },
  fields: [
    { source: 'replyEmail', label: 'app.resources.settings.replyEmail', type: 'email' },
    { source: 'mailLogo', label: 'app.resources.settings.mailLogo', type: 'url' },
    { source: 'mailSentName', label: 'app.resources.settings.mailSentName', type: 'text' },
    { source: 'mailSentEmail', label: 'app.resources.settings.mailSentEmail', type: 'email' },
    { source: 'primaryColor', label: 'app.resources.settings.primaryColor', type: 'color' },
    { source: 'secondaryColor', label: 'app.resources.settings.secondaryColor', type: 'color' },
    { source: 'baseURL', label: 'app.resources.settings.baseURL', type: 'url' },
    { source: 'mailHost', label: 'app.resources.settings.mailHost', type: 'text' },
    { source: 'mailPort', label: 'app.resources.settings.mailPort', type: 'int' },
    { source: 'mailSSL', label: 'app.resources.settings.mailSSL', type: 'bool', defaultValue: false },
    { source: 'mailUser', label: 'app.resources.settings.mailUser', type: 'text' },
    { source: 'mailPassword', label: 'app.resources.settings.mailPassword', type: 'password' },
  ],
  columns: [{ source: 'mailSentName' }, { source: 'replyEmail' }, { source: 'mailHost' }],
  selectionParam: 'settingID',
  recordTitle: 'mailSentName',
  create: MAIL_FIELDS,
  edit: MAIL_FIELDS,
  delete: {},
});
