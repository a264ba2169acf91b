import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '#app/router.tsx';
import { hoursFromNow, plantingEventOf, refusal } from '#test/event-fixtures.ts';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn } from '#test/tree-fixtures.ts';
import { queueKey } from '../components/check-in-queue.ts';
import { RETRY_MS } from '../hooks/use-check-in-desk.ts';

/** What the fake QR reader sees in the camera's next frames. */
const frames = vi.hoisted(() => ({ codes: [] as string[] }));

// The reader without its WebAssembly: each frame shows the next code in `frames`, if any.
vi.mock('barcode-detector/ponyfill', () => ({
  prepareZXingModule: () => Promise.resolve({}),
  BarcodeDetector: class {
    detect() {
      const code = frames.codes.shift();
      return Promise.resolve(code ? [{ rawValue: code }] : []);
    }
  },
}));

const CHECK_IN = 'POST /api/secure/event/7/check-in';
const event = json(200, plantingEventOf());
const checkedIn = (username: string, minor = { minor: false, guardianOnFile: false }) =>
  json(200, {
    userId: crypto.randomUUID(),
    username,
    checkedInAt: '2026-06-06T00:05:00.000Z',
    ...minor,
  });

/** The device's signal, as the browser reports it. */
const signal = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

const storedQueue = () =>
  JSON.parse(localStorage.getItem(queueKey(7)) ?? '[]') as { code: string; scannedAt: string }[];

beforeEach(() => logIn({ role: 'ADMIN' }));

async function typeCode(code: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Ticket code' });
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Check in' }));
  return field as HTMLInputElement;
}

describe('the check-in desk', () => {
  it('says when check-in opens before any scan, in the same format as the event’s dates', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/event/7': json(
          200,
          plantingEventOf({
            startsAt: '2099-06-06T00:00:00.000Z',
            endsAt: '2099-06-06T04:00:00.000Z',
          }),
        ),
      }),
    );
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    expect(await screen.findByText('Jun 6, 2099, 8:00 AM – 12:00 PM')).toBeTruthy();
    expect(
      screen.getByText(
        'Check-in opens on Jun 5, 2099, 8:00 AM, 24 hours before the start, and stays open until you close the event.',
      ),
    ).toBeTruthy();
  });

  it('says check-in is open once the event is less than a day away', async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/event/7': json(
          200,
          plantingEventOf({ startsAt: hoursFromNow(2), endsAt: hoursFromNow(5) }),
        ),
      }),
    );
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    expect(await screen.findByText('Check-in is open until you close the event.')).toBeTruthy();
    expect(screen.queryByText(/Check-in opens on/)).toBeNull();
  });

  it("says a minor's guardian consent is on file, or only that the player is a minor", async () => {
    stubFetch(
      apiTable({
        'GET /api/secure/event/7': event,
        [CHECK_IN]: (init) => {
          const body = JSON.parse(String(init?.body)) as { code: string };
          return checkedIn(body.code === 'AAAAAAAAAA' ? 'ana' : 'ben', {
            minor: true,
            guardianOnFile: body.code === 'AAAAAAAAAA',
          });
        },
      }),
    );
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    await typeCode('aaaaa-aaaaa');
    expect(await screen.findByText('Minor, guardian consent on file')).toBeTruthy();
    await typeCode('bbbbb-bbbbb');
    expect(await screen.findByText('Checked in: ben')).toBeTruthy();
    expect(screen.getByText('Minor', { exact: true })).toBeTruthy();
  });

  it("checks a typed code in and names the player; the server's refusals are shown as said", async () => {
    const bodies: unknown[] = [];
    stubFetch(
      apiTable({
        'GET /api/secure/event/7': event,
        [CHECK_IN]: (init) => {
          const body = JSON.parse(String(init?.body)) as { code: string };
          bodies.push(body);
          if (body.code === 'ABCDEFGHJK') return checkedIn('maria_santos');
          if (body.code === 'KKKKKKKKKK') {
            return json(
              409,
              refusal(409, 'ALREADY_CHECKED_IN', 'juan was already checked in at 8:05 AM.'),
            );
          }
          return json(404, refusal(404, 'NOT_FOUND', 'There is no ticket with this code.'));
        },
      }),
    );
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    expect(await screen.findByRole('heading', { name: 'Check-in: Planting at La Mesa' }));

    const field = await typeCode('abcde-fghjk');
    expect(await screen.findByText('Checked in: maria_santos')).toBeTruthy();
    expect(field.value).toBe('');
    expect(bodies).toEqual([{ code: 'ABCDEFGHJK' }]);

    await typeCode('KKKKK KKKKK');
    expect(await screen.findByText('juan was already checked in at 8:05 AM.')).toBeTruthy();
    expect(field.value).toBe('KKKKK KKKKK');

    await typeCode('ZZZZZZZZZZ');
    expect(await screen.findByText('There is no ticket with this code.')).toBeTruthy();

    await typeCode('  - ');
    expect(await screen.findByText('Type or scan a ticket code.')).toBeTruthy();
    expect(bodies).toHaveLength(3);
    expect(storedQueue()).toEqual([]);
  });

  it('checks a typed code in once for a double Enter and a tap while the answer is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const bodies: unknown[] = [];
    stubFetch(
      apiTable({
        'GET /api/secure/event/7': event,
        [CHECK_IN]: (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return new Promise<Response>((resolve) => {
            answer = resolve;
          });
        },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    const field = (await screen.findByRole('textbox', { name: 'Ticket code' })) as HTMLInputElement;
    await user.type(field, 'ABCDE FGHJK{Enter}{Enter}');
    const button = screen.getByRole('button', { name: 'Check in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(bodies).toEqual([{ code: 'ABCDEFGHJK' }]);

    answer(checkedIn('maria_santos'));
    expect(await screen.findByText('Checked in: maria_santos')).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
    expect(field.value).toBe('');
    expect(bodies).toHaveLength(1);
  });

  it('keeps check-ins on the device without signal, once per code, and sends them when the signal returns', async () => {
    signal(false);
    const fetchMock = stubFetch(
      apiTable({
        'GET /api/secure/event/7': event,
        [CHECK_IN]: (init) => {
          const body = JSON.parse(String(init?.body)) as { code: string };
          return body.code === 'ABCDEFGHJK'
            ? checkedIn('maria_santos')
            : json(409, refusal(409, 'ALREADY_CHECKED_IN', 'juan was already checked in.'));
        },
      }),
    );
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);

    const field = await typeCode('ABCDE FGHJK');
    expect(
      await screen.findByText(
        'Saved on this device — will be sent when the signal returns (1 waiting).',
      ),
    ).toBeTruthy();
    expect(field.value).toBe('');
    await typeCode('abcdefghjk');
    expect(
      await screen.findByText(/Ticket ABCDEFGHJK is already saved on this device/),
    ).toBeTruthy();
    await typeCode('KKKKKKKKKK');
    expect(await screen.findByRole('heading', { name: 'Saved on this device (2 waiting)' }));
    expect(screen.getByText('ABCDE FGHJK')).toBeTruthy();
    expect(storedQueue().map((item) => item.code)).toEqual(['ABCDEFGHJK', 'KKKKKKKKKK']);
    expect(storedQueue()[0]?.scannedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    const [first] = storedQueue();
    signal(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(
      await screen.findByText(
        'Sent 2 saved check-ins. Checked in: maria_santos. Not checked in: KKKKKKKKKK: juan was already checked in.',
      ),
    ).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([
      first,
      { code: 'KKKKKKKKKK', scannedAt: expect.any(String) as string },
    ]);
    // The refused code is reported once, not tried again.
    expect(storedQueue()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('keeps a check-in whose request got no answer, and "Send now" sends it', async () => {
    let reachable = false;
    const fetchMock = stubFetch(
      apiTable({
        'GET /api/secure/event/7': event,
        [CHECK_IN]: () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return checkedIn('maria_santos');
        },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    await typeCode('ABCDEFGHJK');
    expect(
      await screen.findByText(
        'Saved on this device — will be sent when the signal returns (1 waiting).',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(/^Still no signal\./)).toBeTruthy();
    expect(storedQueue()).toHaveLength(1);

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(
      await screen.findByText('Sent 1 saved check-in. Checked in: maria_santos.'),
    ).toBeTruthy();
    expect(storedQueue()).toEqual([]);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(3);
  });

  it('keeps a code the server could not take, says so, and tries it again by itself', async () => {
    signal(true);
    // Timers the test moves on (they also run with the clock, for the typing).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let busy = true;
      const fetchMock = stubFetch(
        apiTable({
          'GET /api/secure/event/7': event,
          [CHECK_IN]: () =>
            busy
              ? json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Restarting.' })
              : checkedIn('maria_santos'),
        }),
      );
      renderRoutes(routes, ['/admin/manage-event/7/check-in']);
      await typeCode('ABCDEFGHJK');
      expect(
        await screen.findByText(
          'The server could not take it now. Saved on this device — it is sent again shortly (1 waiting).',
        ),
      ).toBeTruthy();
      expect(storedQueue()).toHaveLength(1);

      // With signal there is no `online` event: the desk tries again after a while.
      busy = false;
      await act(() => vi.advanceTimersByTimeAsync(RETRY_MS));
      await waitFor(() => expect(storedQueue()).toEqual([]));
      expect(
        await screen.findByText('Sent 1 saved check-in. Checked in: maria_santos.'),
      ).toBeTruthy();
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends what an earlier visit saved as soon as the desk opens with signal', async () => {
    localStorage.setItem(
      queueKey(7),
      JSON.stringify([{ code: 'ABCDEFGHJK', scannedAt: '2026-06-06T00:01:00.000Z' }]),
    );
    const fetchMock = stubFetch(
      apiTable({ 'GET /api/secure/event/7': event, [CHECK_IN]: checkedIn('maria_santos') }),
    );
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    expect(
      await screen.findByText('Sent 1 saved check-in. Checked in: maria_santos.'),
    ).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'ABCDEFGHJK',
      scannedAt: '2026-06-06T00:01:00.000Z',
    });
    await waitFor(() => expect(storedQueue()).toEqual([]));
  });

  it('says clearly when the device offers no camera, and the typed code still works', async () => {
    stubFetch(apiTable({ 'GET /api/secure/event/7': event }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    await user.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(
      await screen.findByText(/This browser offers no camera here/, undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop the camera' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Ticket code' })).toBeTruthy();
  });

  it('says when the camera is not allowed', async () => {
    // A browser with a camera the admin refused.
    vi.stubGlobal('navigator', {
      onLine: true,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
      },
    });
    stubFetch(apiTable({ 'GET /api/secure/event/7': event }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    await user.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(
      await screen.findByText(/The camera is not allowed/, undefined, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('reads a ticket held up to the camera once, checks it in, and lets the camera go when stopped', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop }] }));
    const vibrate = vi.fn();
    // A phone with a camera, and a buzzer.
    vi.stubGlobal('navigator', { onLine: true, mediaDevices: { getUserMedia }, vibrate });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const bodies: unknown[] = [];
    stubFetch(
      apiTable({
        'GET /api/secure/event/7': event,
        [CHECK_IN]: (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return checkedIn('maria_santos');
        },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/admin/manage-event/7/check-in']);
    frames.codes = ['', 'ABCDEFGHJK', 'ABCDEFGHJK'];
    await user.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    expect(await screen.findByText('Checked in: maria_santos')).toBeTruthy();
    expect(screen.getByLabelText('Camera: hold a ticket’s QR code in view')).toBeTruthy();
    expect(vibrate).toHaveBeenCalled();
    // The same ticket still in view is not checked in twice.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(bodies).toEqual([{ code: 'ABCDEFGHJK' }]);

    await user.click(screen.getByRole('button', { name: 'Stop the camera' }));
    expect(stop).toHaveBeenCalled();
  });
});
