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
  let refusal: { error: string; description: string } | undefined;
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity);
  });
  // A refused consent goes back with the error instead of a code, and the state as always.
  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
    if (!refusal) return;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', refusal.error);
    redirect.url.searchParams.set('error_description', refusal.description);
    refusal = undefined;
  });
  return {
    issuerUrl: server.issuer.url ?? '',
    /** The identity the provider vouches for at the next sign-in. */
    signInAs(next: GoogleIdentity) {
      identity = next;
    },
    /** The next sign-in is answered with this error (e.g. `access_denied`) and its text. */
    refuseNext(error: string, description: string) {
      refusal = { error, description };
    },
    stop: () => server.stop(),
  };
}
