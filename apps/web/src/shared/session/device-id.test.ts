import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, deviceId } from './device-id.ts';

beforeEach(() => localStorage.clear());

describe('deviceId', () => {
  it('makes a random id once and keeps it in the browser', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId()).toBe(first);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first);
  });

  it('replaces a stored value that is not such an id', () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, '<b>');
    expect(deviceId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
