import type { Identifier } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';

/** The templates' call that is not plain CRUD (spec 2, section 7), a data-provider method (resources/index.ts). */
export const calls = {
  /** Sends a template as a test e-mail to one address (the e-mail settings page). */
  sendTestEmail: (templateID: Identifier, testEmail: string) =>
    platformRequest<{ to: string; subject: string }>('account', `/templates/${templateID}/send`, {
      method: 'PUT',
      body: { testEmail },
    }),
};

/** The data provider as the templates' users use it. */
export type TemplatesDataProvider = PlatformDataProvider & typeof calls;
