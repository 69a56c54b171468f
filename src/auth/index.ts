// Not here: RequireAccess and useAccess (import them from '@/auth/RequireAccess'). A re-export here made the sign-in
// page, which imports this module, load the access checks' code (tests/unit/bundle-budget.test.ts).
export { createAuthProvider, fullName, initials, useAuth, type ConsoleAuthProvider } from './authProvider';
export type { LoginParams, SigninPayload } from './calls';
export { hasRoles, hasServices, type RoleRequirements } from './hasRoles';
export {
  useCurrentUser,
  useUserApps,
  refreshCurrentUser,
  ensureCurrentUser,
  CURRENT_USER_KEY,
  USER_APPS_KEY,
} from './useCurrentUser';
export {
  POST_LOGIN_REDIRECT_KEY,
  storePostLoginRedirect,
  readPostLoginRedirect,
  clearPostLoginRedirect,
} from './postLoginRedirect';
