/** Where this browser keeps its device id (listed on the privacy policy). */
export const DEVICE_ID_STORAGE_KEY = 'punla.device';
/** The header a sign-up carries it in (the server keeps only a keyed hash of it). */
export const DEVICE_HEADER = 'X-Punla-Device';

/**
 * A random id of this browser, made once: sent with a sign-up, so that many accounts made on
 * one device can be told apart when referrals are reviewed for fair play. It says nothing
 * about the player. Without storage (a private window that refuses it) there is none.
 */
export function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (!id || !/^[0-9a-f]{32}$/.test(id)) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
      localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}
