import type { Identifier } from 'react-admin';
import { platformRequest } from '@/platform/request';

/** The settings page's call that is not plain CRUD (spec 2, section 7). */

/** Sends a template as a test e-mail to one address. */
export const sendTestEmail = (templateID: Identifier, testEmail: string) =>
  platformRequest<{ to: string; subject: string }>('account', `/templates/${templateID}/send`, {
    method: 'PUT',
    body: { testEmail },
  });
