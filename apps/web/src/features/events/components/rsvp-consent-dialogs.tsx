import { BirthYearDialog } from '#shared/birth-year/birth-year-dialog.tsx';
import type { RsvpConsent } from '../hooks/use-rsvp-action.ts';
import { GuardianDialog } from './guardian-dialog.tsx';

export const RSVP_YEAR_LEAD =
  "Tell us the year you were born first: players under 18 need a parent's or guardian's consent to join a real planting event.";

/** What an RSVP asks before it is sent: the birth year, or a minor's guardian's consent. */
export function RsvpConsentDialogs({ consent }: { consent: RsvpConsent }) {
  return (
    <>
      <BirthYearDialog
        opened={consent.step === 'year'}
        userId={consent.userId}
        lead={RSVP_YEAR_LEAD}
        closeLabel="Cancel"
        onClose={consent.close}
        onSaved={consent.yearSaved}
      />
      {consent.step === 'guardian' && (
        <GuardianDialog
          opened
          eventName={consent.eventName}
          pending={consent.pending}
          error={consent.error}
          onSend={consent.sendWithGuardian}
          onClose={consent.close}
        />
      )}
    </>
  );
}
