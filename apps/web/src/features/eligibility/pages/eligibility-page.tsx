import { Loader } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { getErrorText } from '../../../shared/error-text.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useEligibility } from '../api/get-eligibility.ts';
import { EligibilityBanner } from '../components/eligibility-banner.tsx';
import { EventsExplainer } from '../components/events-explainer.tsx';
import { RuleCard } from '../components/rule-card.tsx';
import classes from '../components/eligibility.module.css';

/** Event Eligibility: each rule of the next planting event with the player's progress. */
export function EligibilityPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  const check = useEligibility(userId);

  let body;
  if (check.isPending) {
    body = (
      <div className={classes.center} role="status" aria-label="Checking your eligibility">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  } else if (check.isError) {
    body = (
      <div className={classes.error} role="alert">
        <p>{getErrorText(check.error)}</p>
        <GameButton
          color="yellow"
          onClick={() => void check.refetch()}
          leftSection={<IconRefresh size={20} stroke={2.4} />}
        >
          Try again
        </GameButton>
      </div>
    );
  } else {
    body = (
      <>
        <EligibilityBanner check={check.data} />
        <ul className={classes.rules} aria-label="Rules of the next event">
          {check.data.rules.map((rule) => (
            <RuleCard key={rule.key} rule={rule} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className={classes.page}>
      {body}
      <EventsExplainer />
    </div>
  );
}

export default EligibilityPage;
