import { Progress } from '@mantine/core';
import {
  IconCircleCheckFilled,
  IconCircleXFilled,
  IconMailCheck,
  IconPlant,
  IconSparkles,
} from '@tabler/icons-react';
import type { EligibilityRule } from '../api/get-eligibility.ts';
import { progressPercent, progressText } from './eligibility-text.ts';
import classes from './eligibility.module.css';

const RULE_ICONS = {
  VERIFIED: IconMailCheck,
  TREE_STAGE: IconPlant,
  SEASON_XP: IconSparkles,
} as const;

/** One rule of the next event: passed or not, how far along, and what to do next. */
export function RuleCard({ rule }: { rule: EligibilityRule }) {
  const Icon = RULE_ICONS[rule.key];
  const percent = progressPercent(rule);
  return (
    <li className={classes.rule} data-passed={rule.passed || undefined}>
      <span className={classes.ruleIcon} aria-hidden="true">
        <Icon size={26} stroke={2.2} />
      </span>
      <div className={classes.ruleBody}>
        <div className={classes.ruleHead}>
          <h3 className={classes.ruleLabel}>{rule.label}</h3>
          {rule.passed ? (
            <span className={classes.status} data-passed>
              <IconCircleCheckFilled size={20} aria-hidden="true" />
              Done
            </span>
          ) : (
            <span className={classes.status}>
              <IconCircleXFilled size={20} aria-hidden="true" />
              Not yet
            </span>
          )}
        </div>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          color={rule.passed ? 'leaf.6' : 'sun.5'}
          striped={!rule.passed && percent > 0}
          aria-label={`${rule.label}: ${percent}%`}
          classNames={{ root: classes.progress }}
        />
        <div className={classes.ruleFoot}>
          <span className={classes.progressText}>{progressText(rule)}</span>
          <span className={classes.percent}>{percent}%</span>
        </div>
        {rule.hint && <p className={classes.hint}>{rule.hint}</p>}
      </div>
    </li>
  );
}
