import { defineResource } from './define';

/** E-mail templates (/templates, spec 2): the description is HTML, shown only through DOMPurify. */
export const templates = defineResource({
  name: 'templates',
  endpoint: { service: 'account', path: '/templates' },
  route: '/templates',
  access: { account: ['superadmin'] },
  fields: [
    { source: 'title', label: 'app.resources.templates.titleField', type: 'text', required: true },
    { source: 'code', label: 'app.resources.templates.code', type: 'text', required: true },
    { source: 'description', label: 'app.resources.fields.description', type: 'html' },
    { source: 'button', label: 'app.resources.templates.button', type: 'text' },
  ],
  columns: [{ source: 'title' }, { source: 'code' }, { source: 'button' }],
  selectionParam: 'templateID',
  recordTitle: 'title',
  create: ['title', 'code', 'description', 'button'],
  edit: ['title', 'code', 'description', 'button'],
  delete: { typed: 'code' },
});
