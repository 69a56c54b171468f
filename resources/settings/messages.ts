/** Texts of the e-mail settings page (Email tab: setting, template chips, test e-mail, preview). */
export const messages = {
  resources: {
    settings: {
      title: 'Settings',
      singular: 'Setting',
      email: 'Email',
      fields: {
        replyEmail: 'Reply Email',
        mailLogo: 'Mail Logo',
        mailSentName: 'Mail Sent Name',
        mailSentEmail: 'Mail Sent Email',
        primaryColor: 'Primary Color',
        secondaryColor: 'Secondary Color',
        baseURL: 'Base URL',
        mailHost: 'Mail Host',
        mailPort: 'Mail Port',
        mailSSL: 'Mail SSL',
        mailUser: 'Mail User',
        mailPassword: 'Mail Password',
      },
      created: 'Setting has been created.',
      updated: 'Setting has been updated.',
      deleted: 'Setting has been deleted.',
      setting: 'E-mail setting',
      templates: 'Templates',
      testEmail: 'Test Email',
      send: 'Send',
      testSent: 'Test e-mail sent to %{email}.',
      preview: 'E-mail preview',
      samples: 'Sample values: %{name}, %{organization}.',
    },
  },
} as const;
