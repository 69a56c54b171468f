/**
 * react-admin's pages for the rare cases (an error caught by its boundary, access refused, the
 * authentication failed): imported on their own (App.tsx) so that they load only if ever shown.
 */
export { AccessDenied, AuthenticationError, Error } from 'react-admin';
