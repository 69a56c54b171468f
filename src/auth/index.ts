export { createAuthProvider, fullName, initials, useAuth, type ConsoleAuthProvider } from './authProvider';
export type { LoginParams, SigninPayload } from './calls';
export { RequireAccess, useAccess } from './RequireAccess';
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
