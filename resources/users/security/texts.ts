import type { TextPart } from '@/i18n/textParts';

/** The texts of a user's second factors and lockout, loaded with their panel (UserSecurity.tsx). */
export const userSecurityTexts: TextPart = {
  en: () => import('./messages'),
  fr: () => import('./messages.fr'),
  de: () => import('./messages.de'),
};
