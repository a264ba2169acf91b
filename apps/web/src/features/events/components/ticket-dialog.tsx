import { useEffect, useState } from 'react';
import { Modal } from '@mantine/core';
import type { PlantingEvent } from '@punla/contract';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useTicket } from '../api/get-ticket.ts';
import { eventWhen, groupedCode } from './event-text.ts';
import classes from './events.module.css';

const titleStyles = {
  title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' },
};

/** The QR drawing library: loaded with the ticket, and ahead of it for a seated player. */
export const loadQrCode = () => import('qrcode');

/** The QR code of a ticket's code, drawn on the phone (the library loads with the ticket). */
function TicketQr({ code }: { code: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadQrCode().then((qr) =>
      qr
        .toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 600 })
        .then((url) => current && setImage(url)),
    );
    return () => {
      current = false;
    };
  }, [code]);
  if (!image) return <div className={classes.qrPending}>Drawing the QR code…</div>;
  return (
    <img
      className={classes.qr}
      src={image}
      alt={`QR code of ticket ${groupedCode(code)}`}
      width={300}
      height={300}
    />
  );
}

/** The player's ticket for the check-in: its QR code and its short code to read out. */
export function TicketDialog({
  opened,
  onClose,
  event,
  userId,
}: {
  opened: boolean;
  onClose: () => void;
  event: PlantingEvent;
  userId: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Your ticket"
      centered
      radius="lg"
      styles={titleStyles}
      closeButtonProps={{ 'aria-label': 'Close the ticket' }}
    >
      {opened && <TicketBody event={event} userId={userId} />}
    </Modal>
  );
}

function TicketBody({ event, userId }: { event: PlantingEvent; userId: string }) {
  const ticket = useTicket(event.id, userId);
  return (
    <QueryState query={ticket} loadingLabel="Getting your ticket" loadingShape="panel">
      {({ code }) => (
        <div className={classes.ticket}>
          <TicketQr code={code} />
          <p className={classes.code} aria-label={`Ticket code ${code.split('').join(' ')}`}>
            {groupedCode(code)}
          </p>
          <p className={classes.ticketMeta}>
            <strong>{event.name}</strong>
            <br />
            {eventWhen(event)}
            <br />
            {event.placeName}
          </p>
          <p className={classes.ticketMeta}>
            Show this code at the check-in. It is yours alone: don't share it.
          </p>
        </div>
      )}
    </QueryState>
  );
}
