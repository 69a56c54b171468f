/**
 * Full-page navigations (401 redirect, sign-out, reload after an organization switch). One object,
 * so tests can watch them: jsdom's window.location cannot be spied on.
 */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
  replace(url: string) {
    window.location.replace(url);
  },
  reload() {
    window.location.reload();
  },
};
