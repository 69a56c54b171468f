/** Texts of the e-mail settings page (Email tab: setting, template chips, test e-mail, preview). */
export const settings = {
  setting: 'E-mail setting',
  templates: 'Templates',
  testEmail: 'Test Email',
  send: 'Send',
  testSent: 'Test e-mail sent to %{email}.',
  preview: 'E-mail preview',
  samples: 'Sample values: %{name}, %{organization}.',
} as const;
