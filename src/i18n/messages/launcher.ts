/** Texts of the launcher area: /apps, /processing, /joinOrganization (word for word from the spec, typos included). */
/** What the visitors' pages show of them (/processing, /joinOrganization): the visitors' catalogue holds these alone. */
export const launcherVisitor = {
  processing: {
    title: 'We are creating your account...',
    duration: 'It takes under a minute.',
    keepOpen: 'Please keep this page open.',
    redirected: 'You will be redirected as soon as it is ready.',
  },
  join: {
    title: 'Join Organization',
    invitedTo: 'You have been invited to join %{name}',
    invited: 'You have been invited to join an organization',
    accept: 'Accept',
    ignore: 'Ignore',
    congratulations: 'Congratulations!',
    joined: 'You are now a member of %{name}.',
    letsGo: "Let's Go",
    haveAccount: 'Do you already have an account?',
    yes: 'Yes',
    no: 'No',
    unknownStep: 'Unkown Step',
    invalidToken: 'This invitation is no longer valid.',
  },
} as const;

export const launcher = {
  ...launcherVisitor,
  greeting: {
    morning: 'Good Morning',
    afternoon: 'Good Afternoon',
    evening: 'Good Evening',
    withName: '%{greeting}, %{name}',
  },
  altHint: 'Click + Alt on an app to edit',
  addApp: 'Add an application',
  editApp: 'Edit %{name}',
  newApp: 'New application',
  noApps: 'Nothing to show for now',
  save: 'Save',
  create: 'Create',
  close: 'Close',
} as const;
