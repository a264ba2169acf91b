/**
 * Spec §4: service workers and caches are removed on load. Punla registers no service worker;
 * this clears any left behind by an earlier version of the site (or another app once served
 * from this address) so that every visit runs the deployed build. Failures are ignored.
 */
export async function removeServiceWorkersAndCaches(
  nav: Navigator = navigator,
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  const container = 'serviceWorker' in nav ? nav.serviceWorker : undefined;
  if (container && typeof container.getRegistrations === 'function') {
    try {
      const registrations = await container.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    } catch {
      // Not allowed here (private mode, insecure origin): nothing to remove.
    }
  }
  if (cacheStorage) {
    try {
      const names = await cacheStorage.keys();
      await Promise.all(names.map((name) => cacheStorage.delete(name)));
    } catch {
      // Cache Storage refused (insecure origin): nothing to remove.
    }
  }
}
