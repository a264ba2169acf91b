import net from 'node:net';

/**
 * The server cannot listen where it was told to, for a reason the person starting it fixes
 * from the message alone: printed as one line, without a stack trace.
 */
export class PortUnavailableError extends Error {}

/**
 * The one-line reason for a failed listen, or undefined when the error is of another kind.
 * `variable` is the setting that names the port: PORT, or METRICS_PORT for the metrics'.
 */
export function portUnavailableMessage(
  error: unknown,
  port: number,
  host: string,
  variable = 'PORT',
): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const example = variable === 'PORT' ? 8080 : 9464;
  if (code === 'EADDRINUSE') {
    return (
      `Port ${port} is already in use by another program. Stop that program, ` +
      `or start Punla on a free port, e.g. ${variable}=${port === 65535 ? example : port + 1}.`
    );
  }
  if (code === 'EACCES') {
    return `Port ${port} may be opened only by the system administrator. Start Punla on a port from 1024 up, e.g. ${variable}=${example}.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `HOST ${host} is not an address of this machine, so port ${port} cannot be opened on it. Leave HOST unset to listen on every address.`;
  }
  return undefined;
}

/**
 * Opens the port and closes it again at once: a port in use stops the start before anything
 * is built or created, rather than after. Another program could still take it before the
 * server listens; the server's own listen reports that in the same words.
 */
export async function checkPortFree(port: number, host: string, variable = 'PORT'): Promise<void> {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, () => resolve());
    });
  } catch (error) {
    const message = portUnavailableMessage(error, port, host, variable);
    throw message ? new PortUnavailableError(message) : error;
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}
