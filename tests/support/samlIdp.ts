/**
 * An outside SAML 2.0 identity provider for the tests (issue 65): samlify's IdP side (not ours), its signing
 * key and certificate made at start (selfsigned), on a free loopback port. It serves its metadata, and a tiny
 * sign-in page at its SSO address (HTTP-Redirect binding): the login typed there picks one of SAML_PEOPLE,
 * and the page posts the signed response to the platform's ACS (HTTP-POST binding), as a browser would.
 * The platform's entity id is its metadata's address, which this IdP reads from the request's Issuer.
 */
import { createServer, type Server } from 'node:http';
import getPort from 'get-port';
import samlify from 'samlify';
import { generate } from 'selfsigned';

/**
 * samlify asks for a schema validator of what it parses (here only the platform's AuthnRequest). Its Java one
 * is not on this machine, and @authenio/samlify-node-xmllint's emscripten build installs a process-wide
 * `uncaughtException` handler that rethrows (it would crash the test worker): this one accepts. The platform's
 * side (node-saml) is what the tests judge, never this IdP's parsing.
 */
samlify.setSchemaValidator({ validate: async () => 'skipped' });

const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The provider's people: their attributes (the platform's default names: email, firstName, ...). */
export const SAML_PEOPLE: Record<string, Record<string, string | string[]>> = {
  'sam.new': {
    email: 'sam.new@saml.example.com',
    firstName: 'Sam',
    lastName: 'Seinfeld',
    phone: '+33687654321',
    groups: ['eng', 'unknown-group'],
  },
  // An account at the provider whose address names someone else's account here.
  'mallory.claims.user': {
    email: 'user@example.com',
    firstName: 'Mallory',
    lastName: 'Claims',
    phone: '',
    groups: ['eng'],
  },
};

/** How the person signed in at the provider (SAML core 2.7.2), its class a tag filled by samlify. */
const AUTHN_STATEMENT =
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{AssertionID}"><saml:AuthnContext>' +
  '<saml:AuthnContextClassRef>{AuthnContextClassRef}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>';

/** The NameID of a login: a stable id that is not the address. */
export const nameIdOf = (login: string) => `saml-${login}`;

/** What the response template is filled with: samlify's tags, changed by a test to forge one. */
export type Tags = Record<string, string>;

export interface SamlResponseOptions {
  /** Changes the template's values (audience, times, InResponseTo ...). */
  tags?: (tags: Tags) => Tags;
  /** Who signs: the provider's own key (default), another key claiming to be the provider, or no one. */
  signer?: 'idp' | 'other' | 'none';
  /** The assertion's AuthnStatement names this AuthnContextClassRef (how the person signed in there). */
  authnContext?: string;
}

export interface TestSamlIdp {
  url: string;
  entityID: string;
  metadataUrl: string;
  ssoUrl: string;
  /** The provider's signing certificate (PEM). */
  certificate: string;
  /** samlify's answer to the AuthnRequest in `authorizeUrl` for `login`: the form's fields and where it posts. */
  respond(
    authorizeUrl: string,
    login: string,
    options?: SamlResponseOptions,
  ): Promise<{ action: string; SAMLResponse: string; RelayState: string }>;
  close(): Promise<void>;
}

const keyPair = () =>
  generate([{ name: 'commonName', value: 'Test SAML IdP' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 2 * 24 * 3600_000),
  });

/** Attribute statements: one `saml:Attribute` per attribute, a value per group (samlify's own builder). */
function attributeStatement(person: Record<string, string | string[]>): { xml: string; tags: Tags } {
  const attributes: { name: string; valueTag: string }[] = [];
  const tags: Tags = {};
  for (const [name, value] of Object.entries(person)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      tags[`attrV${attributes.length}`] = v;
      attributes.push({ name, valueTag: `v${attributes.length}` });
    }
  }
  const format = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';
  const built = samlify.SamlLib.attributeStatementBuilder(
    attributes.map((a) => ({ ...a, nameFormat: format, valueXsiType: 'xs:string' })),
  );
  // samlify's builder makes one Attribute per value: a person's groups become one Attribute of several values.
  const groupsAt = built.indexOf('<saml:Attribute Name="groups"');
  const xml =
    groupsAt < 0
      ? built
      : built.slice(0, groupsAt) +
        built
          .slice(groupsAt)
          .replaceAll(
            `</saml:AttributeValue></saml:Attribute><saml:Attribute Name="groups" NameFormat="${format}">`,
            '</saml:AttributeValue>',
          );
  return { xml, tags };
}

export async function startSamlIdp(): Promise<TestSamlIdp> {
  const port = await getPort();
  const url = `http://127.0.0.1:${port}`;
  const entityID = `${url}/metadata`;
  const [own, other] = await Promise.all([keyPair(), keyPair()]);
  const idpOf = (pems: { private: string; cert: string }) =>
    samlify.IdentityProvider({
      entityID,
      privateKey: pems.private,
      signingCert: pems.cert,
      nameIDFormat: [PERSISTENT],
      singleSignOnService: [{ Binding: REDIRECT, Location: `${url}/sso` }],
      wantAuthnRequestsSigned: false,
    });
  const idp = idpOf(own);
  const impostor = idpOf(other);

  /** The platform as this IdP knows it: its metadata, read from the address its request names as Issuer. */
  async function serviceProviderOf(authorizeUrl: string) {
    const query = Object.fromEntries(new URL(authorizeUrl).searchParams);
    const anySp = samlify.ServiceProvider({});
    const parsed = await idp.parseLoginRequest(anySp, 'redirect', { query, octetString: '' });
    const issuer = parsed.extract.issuer as string;
    const metadata = await (await fetch(issuer)).text();
    return { sp: samlify.ServiceProvider({ metadata }), parsed, relayState: query.RelayState ?? '' };
  }

  async function respond(authorizeUrl: string, login: string, options: SamlResponseOptions = {}) {
    const person = SAML_PEOPLE[login];
    if (!person) throw new Error(`no such person at the test IdP: ${login}`);
    const { sp, parsed, relayState } = await serviceProviderOf(authorizeUrl);
    const attributes = attributeStatement(person);
    const signer = options.signer ?? 'idp';
    const fill = (template: string, base: Tags) => {
      const tags = (options.tags ?? ((t) => t))({ ...base, NameID: nameIdOf(login), NameIDFormat: PERSISTENT });
      // The statements are part of the template; their values are tags like the others (escaped by samlify).
      const withStatement = template
        .replace('{AttributeStatement}', attributes.xml)
        .replace('{AuthnStatement}', options.authnContext ? AUTHN_STATEMENT : '');
      return samlify.SamlLib.replaceTagsByValue(withStatement, {
        ...tags,
        ...attributes.tags,
        AuthnContextClassRef: options.authnContext ?? '',
      });
    };
    const requestID = String(parsed.extract.request?.id ?? '');
    let xml: string;
    if (signer === 'none') {
      const template = samlify.SamlLib.defaultLoginResponseTemplate.context;
      xml = fill(template, defaults(sp, `_${crypto.randomUUID()}`, requestID));
      return { action: acsOf(sp), SAMLResponse: Buffer.from(xml).toString('base64'), RelayState: relayState };
    }
    const signing = signer === 'other' ? impostor : idp;
    const made = await signing.createLoginResponse(
      sp,
      { extract: { request: { id: requestID } } },
      'post',
      {},
      {
        relayState,
        customTagReplacement: (template: string) => {
          const id = `_${crypto.randomUUID()}`;
          return { id, context: fill(template, defaults(sp, id, requestID)) };
        },
      },
    );
    return { action: acsOf(sp), SAMLResponse: made.context, RelayState: relayState };
  }

  const defaults = (sp: samlify.ServiceProviderInstance, id: string, inResponseTo: string): Tags => {
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000).toISOString();
    const acs = acsOf(sp);
    return {
      ID: id,
      AssertionID: `_${crypto.randomUUID()}`,
      Destination: acs,
      Audience: sp.entityMeta.getEntityID(),
      SubjectRecipient: acs,
      Issuer: entityID,
      IssueInstant: now.toISOString(),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later,
      SubjectConfirmationDataNotOnOrAfter: later,
      InResponseTo: inResponseTo,
      AuthnStatement: '',
    };
  };
  const acsOf = (sp: samlify.ServiceProviderInstance) => sp.entityMeta.getAssertionConsumerService('post') as string;

  const server: Server = createServer((req, res) => {
    const at = new URL(req.url!, url);
    const html = (body: string) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html><body>${body}</body></html>`);
    };
    const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    if (at.pathname === '/metadata') {
      res.setHeader('content-type', 'application/samlmetadata+xml');
      return res.end(idp.getMetadata());
    }
    // The sign-in page: a login, then the response posted to the platform.
    if (at.pathname === '/sso' && !at.searchParams.has('login'))
      return html(
        `<h1>Test SAML IdP</h1><form method="get" action="/sso">` +
          [...at.searchParams].map(([k, v]) => `<input type="hidden" name="${attr(k)}" value="${attr(v)}">`).join('') +
          `<label>Login <input name="login"></label><button type="submit">Sign in at the IdP</button></form>`,
      );
    if (at.pathname === '/sso') {
      const login = at.searchParams.get('login')!;
      at.searchParams.delete('login');
      respond(at.href, login).then(
        (answer) =>
          html(
            `<form method="post" action="${attr(answer.action)}">` +
              `<input type="hidden" name="SAMLResponse" value="${attr(answer.SAMLResponse)}">` +
              `<input type="hidden" name="RelayState" value="${attr(answer.RelayState)}">` +
              `<button type="submit">Continue</button></form><script>document.forms[0].submit()</script>`,
          ),
        (error: unknown) => {
          res.statusCode = 400;
          html(`<p>${attr(String(error))}</p>`);
        },
      );
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url,
    entityID,
    metadataUrl: `${url}/metadata`,
    ssoUrl: `${url}/sso`,
    certificate: own.cert,
    respond,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
