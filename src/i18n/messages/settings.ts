/** Texts of the e-mail settings page (Email tab: setting, template chips, test e-mail, preview). */
export const settings = {
  setting: 'E-mail setting',
  templates: 'Templates',
  testEmail: 'Test Email',
  send: 'Send',
  testSent: 'Test e-mail sent to %{email}.',
  preview: 'E-mail preview',
  samples:
    'The preview and the test e-mail fill the placeholders with sample values: %{name} for the recipient and the inviter, %{organization} for the organization.',
} as const;
