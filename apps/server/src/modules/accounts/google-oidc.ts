import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { apiRoutes } from '@punla/contract';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

/** The Google (OpenID Connect) client of the app: its settings and the provider's metadata. */
export interface GoogleOidc {
  enabled: boolean;
  /** Where the provider sends the browser back to: our callback route. */
  redirectUri: string;
  /** The provider's metadata, discovered on first use and kept. */
  configuration(): Promise<oidc.Configuration>;
}

const notConfigured = () =>
  new AppError(
    'GOOGLE_NOT_CONFIGURED',
    'Google sign-in is not set up on this server. Log in with your e-mail or username.',
  );

/**
 * The provider's metadata is discovered once from GOOGLE_ISSUER_URL (tests point it at a
 * local provider); a failed discovery is tried again on the next sign-in.
 */
export function createGoogleOidc(config: Config, logger: FastifyBaseLogger): GoogleOidc {
  const settings = config.google;
  let configuration: Promise<oidc.Configuration> | undefined;
  return {
    enabled: settings !== undefined,
    redirectUri: `${config.publicUrl}${apiRoutes.accounts.googleCallback}`,
    configuration() {
      if (!settings) throw notConfigured();
      configuration ??= oidc
        .discovery(
          new URL(settings.issuerUrl),
          settings.clientId,
          settings.clientSecret,
          undefined,
          settings.issuerUrl.startsWith('http://')
            ? { execute: [oidc.allowInsecureRequests] }
            : undefined,
        )
        .catch((error: unknown) => {
          configuration = undefined;
          logger.error({ err: error }, 'Google sign-in discovery failed');
          throw new AppError(
            'GOOGLE_NOT_CONFIGURED',
            'Google sign-in is unavailable right now. Try again later.',
          );
        });
      return configuration;
    },
  };
}
