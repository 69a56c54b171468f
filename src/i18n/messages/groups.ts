/** Texts of a group's detail: its roles, apps and organizations (the empty states are in resources.groups). */
export const groups = {
  roles: 'Roles',
  apps: 'Apps',
  organizations: 'Organizations',
  addRole: 'Add Role',
  addApp: 'Add App',
  addOrganization: 'Add Organization',
  remove: 'Remove %{name}',
} as const;
