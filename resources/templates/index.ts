import MailIcon from '@mui/icons-material/Mail';
import { SUPERADMIN } from '@/auth/hasRoles';
import { defineResource } from '@resources/define';

/** E-mail templates (/templates, spec 2): the description is HTML, shown only through DOMPurify. */
export default defineResource({
  name: 'templates',
  endpoint: { service: 'account', path: '/templates' },
  route: '/templates',
  roles: SUPERADMIN,
  menu: { icon: MailIcon, parent: '/events', order: 20 },
  fields: [
    { source: 'title', type: 'text', required: true },
    { source: 'code', type: 'text', required: true },
    { source: 'description', type: 'html' },
    { source: 'button', type: 'text' },
  ],
  columns: [{ source: 'title' }, { source: 'code' }, { source: 'button' }],
  selectionParam: 'templateID',
  recordTitle: 'title',
  create: ['title', 'code', 'description', 'button'],
  edit: ['title', 'code', 'description', 'button'],
  delete: { typed: 'code' },
});

export { messages } from './messages';
export { calls } from './calls';
