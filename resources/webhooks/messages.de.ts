import type { Translation } from '@/i18n/catalogue';
import type { messages as en } from './messages';

export const messages: Translation<typeof en> = {
  resources: {
    webhooks: {
      title: 'Webhooks',
      singular: 'Webhook',
      created: 'Der Webhook wurde erstellt.',
      updated: 'Der Webhook wurde aktualisiert.',
      deleted: 'Der Webhook wurde gelöscht.',
      deleteConfirm: 'Zustellungen an diese Adresse enden, und ihr Zustellprotokoll wird gelöscht.',
      fields: {
        createdAt: 'Erstellt am',
        url: 'Adresse',
        enabled: 'Aktiviert',
        ownerEmail: 'Benachrichtigter Administrator',
        disabledReason: 'Deaktiviert, weil',
        eventTypes: 'Gesendete Ereignisse',
      },
      log: {
        tab: 'Zustellungen',
      },
    },
  },
};
