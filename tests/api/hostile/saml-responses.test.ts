/**
 * Attacks on signing in through a SAML identity provider (issue 65). samlify's IdP (not ours) answers each
 * AuthnRequest; a test changes what it signs (audience, times, InResponseTo, recipient), who signs (no one,
 * another key claiming to be the provider), or wraps the signed assertion (XSW). The platform must refuse
 * every one and create or sign in no one. A control response, made right, signs in, so each refusal is the
 * check's and not the harness's.
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, useTestApi, type Client } from '../support/api';
import { startAt, userByEmail } from '../support/idp';
import { addSamlProvider, finishAt, landedAt, postToAcs, samlRoundTrip } from '../support/saml';
import { startSamlIdp, type SamlResponseOptions, type TestSamlIdp } from '../../support/samlIdp';

const api = useTestApi();
let idp: TestSamlIdp;

beforeAll(async () => {
  idp = await startSamlIdp();
}, 60_000);
afterAll(() => idp?.close());

const SAM = 'sam.new@saml.example.com';
const REFUSED = '/signin?idpError=IDP_FAILED';

async function provider() {
  return addSamlProvider(await signedIn(api, 'admin'), idp);
}

/** A round trip whose response `options` forge: where the platform sent the browser, and whether Sam exists. */
async function attempt(options: SamlResponseOptions) {
  const { id } = await provider();
  const browser = api.client();
  const landed = landedAt(await samlRoundTrip(browser, idp, id, 'sam.new', options));
  const current = await browser.get('/account/users/current');
  return { landed, created: !!userByEmail(api, SAM), signedIn: current.status === 200 };
}

const hourAgo = () => new Date(Date.now() - 60 * 60_000).toISOString();
const halfHourAgo = () => new Date(Date.now() - 30 * 60_000).toISOString();

/** Base64 of the response's XML, changed by `change` (the attacker's edit of a response they hold). */
function edited(samlResponse: string, change: (doc: Document) => void): string {
  const doc = new DOMParser().parseFromString(Buffer.from(samlResponse, 'base64').toString(), 'text/xml');
  change(doc as unknown as Document);
  return Buffer.from(new XMLSerializer().serializeToString(doc as never)).toString('base64');
}

const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/** A copy of the signed assertion, its signature removed and its person changed to `email`'s. */
function forgedCopy(doc: Document, email: string): Element {
  const signed = doc.getElementsByTagNameNS(SAML, 'Assertion')[0];
  const copy = signed.cloneNode(true) as Element;
  copy.setAttribute('ID', '_forged');
  const signature = copy.getElementsByTagNameNS(DSIG, 'Signature')[0];
  signature?.parentNode?.removeChild(signature);
  copy.getElementsByTagNameNS(SAML, 'NameID')[0].textContent = 'saml-mallory';
  for (const value of Array.from(copy.getElementsByTagNameNS(SAML, 'AttributeValue')))
    if (value.textContent === SAM) value.textContent = email;
  return copy;
}

describe('forged SAML responses', () => {
  it('control: a response made right signs in (so each refusal below is a check’s)', async () => {
    expect(await attempt({})).toEqual({ landed: '/processing', created: true, signedIn: true });
  });

  it('an unsigned assertion', async () => {
    expect(await attempt({ signer: 'none' })).toEqual({ landed: REFUSED, created: false, signedIn: false });
  });

  it('an assertion signed by another key claiming to be the provider', async () => {
    expect(await attempt({ signer: 'other' })).toEqual({ landed: REFUSED, created: false, signedIn: false });
  });

  it('an assertion for another audience', async () => {
    const forged = await attempt({ tags: (t) => ({ ...t, Audience: 'https://other.example.com/sp' }) });
    expect(forged).toEqual({ landed: REFUSED, created: false, signedIn: false });
  });

  it('an expired assertion', async () => {
    const forged = await attempt({
      tags: (t) => ({
        ...t,
        IssueInstant: hourAgo(),
        ConditionsNotBefore: hourAgo(),
        ConditionsNotOnOrAfter: halfHourAgo(),
        SubjectConfirmationDataNotOnOrAfter: halfHourAgo(),
      }),
    });
    expect(forged).toEqual({ landed: REFUSED, created: false, signedIn: false });
  });

  it('an assertion for another recipient', async () => {
    const forged = await attempt({ tags: (t) => ({ ...t, SubjectRecipient: 'https://other.example.com/acs' }) });
    expect(forged).toEqual({ landed: REFUSED, created: false, signedIn: false });
  });

  it('an InResponseTo of no request this platform made', async () => {
    const forged = await attempt({ tags: (t) => ({ ...t, InResponseTo: '_no-such-request' }) });
    expect(forged).toEqual({ landed: REFUSED, created: false, signedIn: false });
  });

  it('a wrapped assertion (XSW): a forged unsigned one beside, or around, the signed one', async () => {
    const { id } = await provider();
    const wraps: ((doc: Document) => void)[] = [
      // The forged assertion first, the signed one after it.
      (doc) => {
        const signed = doc.getElementsByTagNameNS(SAML, 'Assertion')[0];
        signed.parentNode!.insertBefore(forgedCopy(doc, 'admin@example.com'), signed);
      },
      // The signed assertion moved inside the forged one, which takes its place.
      (doc) => {
        const signed = doc.getElementsByTagNameNS(SAML, 'Assertion')[0];
        const forged = forgedCopy(doc, 'mallory.wrapped@saml.example.com');
        signed.parentNode!.replaceChild(forged, signed);
        forged.getElementsByTagNameNS(SAML, 'Subject')[0].appendChild(signed);
      },
    ];
    for (const wrap of wraps) {
      const browser = api.client();
      const answer = await idp.respond(await startAt(browser, id), 'sam.new');
      const reply = await finishAt(
        browser,
        await postToAcs(browser, { ...answer, SAMLResponse: edited(answer.SAMLResponse, wrap) }),
      );
      expect(landedAt(reply)).toBe(REFUSED);
      expect((await browser.get('/account/users/current')).status).toBe(401);
    }
    expect(api.server.ctx.store.filter('identityLinks', (l) => l.subject === 'saml-mallory')).toEqual([]);
    expect(userByEmail(api, 'mallory.wrapped@saml.example.com')).toBeUndefined();
  });

  it("an e-mail naming someone else's account signs no one into it", async () => {
    const { id } = await provider();
    const browser = api.client();
    const landed = landedAt(await samlRoundTrip(browser, idp, id, 'mallory.claims.user'));
    expect(landed).toBe('/signin?idpError=IDP_ACCOUNT_EXISTS');
    expect((await browser.get('/account/users/current')).status).toBe(401);
    expect(api.server.ctx.store.filter('identityLinks', (l) => l.subject === 'saml-mallory.claims.user')).toEqual([]);
  });
});

describe('replays and other browsers', () => {
  /** A response made right for a flow `browser` started. */
  async function answerFor(browser: Client, id: number) {
    return idp.respond(await startAt(browser, id), 'sam.new');
  }

  it('a response posted again, in its flow or another, signs no one in', async () => {
    const { id } = await provider();
    const browser = api.client();
    const answer = await answerFor(browser, id);
    expect(landedAt(await finishAt(browser, await postToAcs(browser, answer)))).toBe('/processing');

    const again = api.client();
    expect(landedAt(await finishAt(again, await postToAcs(again, answer)))).toBe(REFUSED);
    // Under a flow of its own: its InResponseTo is not that flow's request.
    const fresh = await answerFor(again, id);
    const replayed = await postToAcs(again, { SAMLResponse: answer.SAMLResponse, RelayState: fresh.RelayState });
    expect(landedAt(await finishAt(again, replayed))).toBe(REFUSED);
    expect((await again.get('/account/users/current')).status).toBe(401);
  });

  it('another browser cannot finish a flow (the response posted, the finish followed elsewhere)', async () => {
    const { id } = await provider();
    const victim = api.client();
    const answer = await answerFor(victim, id);
    const acs = await postToAcs(api.client(), answer);
    expect(acs.status).toBe(303);
    const elsewhere = api.client();
    expect(landedAt(await finishAt(elsewhere, acs))).toBe(REFUSED);
    expect((await elsewhere.get('/account/users/current')).status).toBe(401);
    // The handle is taken once: the right browser cannot use it afterwards either.
    expect(landedAt(await finishAt(victim, acs))).toBe(REFUSED);
  });
});
