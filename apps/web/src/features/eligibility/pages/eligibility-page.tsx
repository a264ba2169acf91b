import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadFailed, Loading } from '../../../shared/ui/query-state.tsx';
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
    body = <Loading label="Checking your eligibility" shape="panel" />;
  } else if (check.isError) {
    body = <LoadFailed error={check.error} onRetry={() => void check.refetch()} />;
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
