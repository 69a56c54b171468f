/**
 * A record's title slot (issue 64): the generic detail's header shows what the resource's `slots.title` renders,
 * an event's name in the person's language once its texts have loaded, and the plain title until then.
 */
import { screen } from '@testing-library/react';
import { I18nContextProvider, type RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import RecordDetail from '@/engine/detail/RecordDetail';
import type { ResourceDefinition } from '@/engine/types';
import { translatorWith, translatorWithParts } from '@/i18n/withTextParts';
import events from '@resources/events';
import { eventNameTexts } from '@resources/events/eventNameTexts';
import { catalogue as de } from '@resources/catalogue.de';
import { renderAdmin } from '../support/admin';

const event: RaRecord = { id: 7, name: 'Sign in', method: 'POST', resource: '/account/users/signin', status: 200 };

/** The generic detail of the event, read in German by `i18n`. */
function renderGerman(definition: ResourceDefinition, i18n: ReturnType<typeof translatorWith>) {
  renderAdmin(
    <I18nContextProvider value={i18n}>
      <RecordDetail definition={definition} record={event} tab={0} onTab={() => {}} onClose={() => {}} />
    </I18nContextProvider>,
    { url: '/events' },
  );
}

const header = () => screen.getByRole('heading', { level: 2 });

describe("a record's title slot", () => {
  it("shows an event's name in German in its detail's header", async () => {
    renderGerman(events, await translatorWithParts(de, 'de', [eventNameTexts]));
    expect(await screen.findByRole('heading', { level: 2, name: 'Anmeldung' })).toBeTruthy();
  });

  it("shows the platform's name while the names' texts are on their way, never a key", async () => {
    // A translator without the part: the title wants it and waits for it.
    renderGerman(events, translatorWith(de, 'de', []));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in' })).toBeTruthy();
    expect(header().textContent).not.toMatch(/app\./);
  });
});
