import { OAuth2Server } from 'oauth2-mock-server';

export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/** A real OpenID Connect provider on a free local port, standing in for Google. */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: GoogleIdentity = {
    sub: 'google-1',
    email: 'leaf@example.test',
    email_verified: true,
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity);
  });
  return {
    issuerUrl: server.issuer.url ?? '',
    /** The identity the provider vouches for at the next sign-in. */
    signInAs(next: GoogleIdentity) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}
