/** The Test panel's texts (issue 65): a text part (./texts.ts), loaded with the panel. */
export const texts = {
  resources: {
    identityProviders: {
      test: {
        button: 'Test',
        working: 'The provider works.',
        failing: 'Something does not work.',
        redirect: 'Redirect URI to register at the provider',
        discovered: 'Found by the last test',
        spMetadata: 'This platform’s SAML metadata, to give the provider',
        download: 'Download the metadata',
        checks: {
          discovery: 'Discovery document',
          endpoints: 'Authorization and token endpoints',
          jwks: 'Signing keys (JWKS)',
          algorithm: 'ID token algorithm',
          secret: 'Client secret',
          metadata: 'Metadata',
          entityID: 'Entity ID',
          ssoUrl: 'Single sign-on address',
          certificate: 'Signing certificate',
        },
      },
    },
  },
} as const;
