import * as samlify from 'samlify';
import { generate } from 'selfsigned';

// The IdP only reads the request this service sends; an XSD check adds nothing to these tests.
samlify.setSchemaValidator({ validate: async () => 'skipped' });

/** A SAML identity provider (samlify) with a freshly generated signing key and certificate. */
export interface SamlTestIdp {
  entryPoint: string;
  certificate: string;
  /** Answers the AuthnRequest carried by a redirect-binding URL with a signed Response for the email. */
  respond(
    authnRequestUrl: string,
    email: string,
    options?: { audience?: string; signAssertion?: boolean; acsUrl: string; entityId: string },
  ): Promise<{ SAMLResponse: string; RelayState: string }>;
}

export async function createSamlIdp(): Promise<SamlTestIdp> {
  const pems = await generate([{ name: 'commonName', value: 'idp.test' }], { keySize: 2048, algorithm: 'sha256' });
  const entryPoint = 'https://idp.test/sso';
  const idp = samlify.IdentityProvider({
    entityID: 'https://idp.test/metadata',
    privateKey: pems.private,
    signingCert: pems.cert,
    wantAuthnRequestsSigned: false,
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: entryPoint }],
    nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
  });
  return {
    entryPoint,
    certificate: pems.cert,
    async respond(authnRequestUrl, email, options) {
      const url = new URL(authnRequestUrl);
      const spFor = (entityId: string, signed: boolean) =>
        samlify.ServiceProvider({
          entityID: entityId,
          wantAssertionsSigned: signed,
          assertionConsumerService: [
            { Binding: samlify.Constants.namespace.binding.post, Location: options?.acsUrl ?? '' },
          ],
        });
      const requester = spFor(options?.entityId ?? '', true);
      const parsed = await idp.parseLoginRequest(requester, 'redirect', {
        query: Object.fromEntries(url.searchParams),
        octetString: '',
      });
      const relayState = url.searchParams.get('RelayState') ?? '';
      const audienceSp = spFor(options?.audience ?? options?.entityId ?? '', options?.signAssertion ?? true);
      const response = await idp.createLoginResponse(
        audienceSp,
        parsed as unknown as Parameters<typeof idp.createLoginResponse>[1],
        'post',
        { email },
        { relayState },
      );
      return { SAMLResponse: (response as { context: string }).context, RelayState: relayState };
    },
  };
}
