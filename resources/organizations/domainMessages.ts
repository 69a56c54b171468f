/** An organization's e-mail domains (issue 65): a text part loaded with their panel (./domainTexts.ts). */
export const texts = {
  resources: {
    organizations: {
      domains: {
        title: 'E-mail domains',
        help: 'Mark a domain verified once you have checked that the organization controls it.',
        none: 'No e-mail domain yet.',
        domain: 'Domain',
        add: 'Add domain',
        invalid: 'Enter a domain such as example.com.',
        verified: 'Verified',
        unverified: 'Not verified',
        verify: 'Verify',
        unverify: 'Unverify',
        remove: 'Remove %{domain}',
        added: 'The domain has been added.',
        updated: 'The domain has been updated.',
        removed: 'The domain has been removed.',
      },
    },
  },
};
