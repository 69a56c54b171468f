/** Texts of the shell area (word for word from the spec, typos included). */
export const shell = {
  title: 'Access Console',
  home: 'Home',
  notFound: '404 Not Found',
  copyright: '© %{year} Access Console',
  loading: 'Loading',
  menu: {
    apps: 'Apps',
    opa: 'OPA',
    signin: 'Signin',
    label: 'Menu',
    collapse: 'Collapse Menu',
    open: 'Open Menu',
    toggleGroup: 'Show or hide the entries under %{name}',
  },
  account: {
    open: 'Account',
    version: 'Version %{version} (%{commit})',
    myInfo: 'My Info',
    accessTokens: 'Access Tokens',
    lightMode: 'Light Mode',
    darkMode: 'Dark Mode',
    signOut: 'Sign Out',
    signOutSmall: 'Sign out',
    myAccount: 'My Account',
    apps: 'Apps',
  },
  apps: {
    open: 'Apps',
  },
  impersonation: {
    impersonating: 'Impersonating %{name}',
    stop: 'Stop Impersonating',
  },
  organization: {
    none: 'No Organization',
    switch: 'Switch organization',
  },
  watermark: {
    beta: 'beta',
    alpha: 'alpha',
  },
  notifications: {
    label: 'Notifications',
    close: 'Close',
    ok: 'OK',
    requestId: 'Request ID: %{id}',
    updated: 'The console has been updated',
    updatedReloaded: 'The page was reloaded to load the new version.',
  },
  drawers: {
    close: 'Close',
  },
  a11y: {
    skipToContent: 'Skip to main content',
  },
  /** Before changes not saved are lost (issue 64: the console's own dialog, not the browser's). */
  unsaved: { title: 'Changes not saved', keep: 'Keep editing', discard: 'Discard changes' },
  /** The language menu of the sign-in page and the account popover (issue 26; not a text of the spec). */
  language: {
    label: 'Language',
    choose: 'Language: %{name}',
  },
} as const;
