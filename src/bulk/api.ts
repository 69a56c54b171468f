import { platformRequest } from '@/platform/request';
import type { Method, Service } from '@/platform/types';

/** The unity event recording a bulk action (spec 2: POST /unity/events; the server adds who, when and from where). */
export interface BulkEvent {
  name: string;
  description: string;
  method: Method;
  resource: string;
  status: number;
  errorCode: string;
  module: Service;
}

/** Records the event; silent, since the run's panel says when it could not be recorded. */
export const recordBulkEvent = (event: BulkEvent) =>
  platformRequest<{ id: number }>('unity', '/events', { method: 'POST', body: event, notify: false });
