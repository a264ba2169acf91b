import { LoadFailed, Loading } from '#shared/ui/query-state.tsx';
import { useEligibility } from '../api/get-eligibility.ts';
import { EligibilityBanner } from './eligibility-banner.tsx';
import { RuleCard } from './rule-card.tsx';
import classes from './eligibility.module.css';

/** Whether the player may join the next event: the banner and each rule with their progress. */
export function EligibilityStatus({ userId }: { userId: string | undefined }) {
  const check = useEligibility(userId);
  if (check.isPending) return <Loading label="Checking your eligibility" shape="panel" />;
  if (check.isError) return <LoadFailed error={check.error} onRetry={() => void check.refetch()} />;
  return (
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
