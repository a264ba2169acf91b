import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 A and AA rules (issue 13). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Puts the app's sticky header and bottom bar in the page's flow (removed after the check). */
const STICKY_IN_FLOW = `
  header, nav[aria-label="Game"] { position: static !important; }
`;

export interface AxeFinding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

export interface AxeCount {
  where: string;
  serious: number;
  critical: number;
}

/**
 * Runs axe-core on the page (or on the part `include` selects) and returns the serious and
 * critical violations, each with the rule, the elements and where it was found.
 */
export async function axeSerious(
  page: Page,
  where: string,
  include?: string,
): Promise<{ findings: AxeFinding[]; count: AxeCount }> {
  // The binding is typed for @playwright/test's Page; playwright-core's is the same object.
  const builder = () => {
    const made = new AxeBuilder({ page: page as never });
    return include ? made.include(include) : made;
  };
  // Every rule on the page as it is, except target size: the app's header and bottom bar are
  // sticky, so whichever control happens to sit under one at the top of a long page counts as
  // "obscured", though scrolling brings it out. Target size is measured with the two in the
  // flow of the page instead (their own targets are measured there too).
  const main = await builder().withTags(WCAG_TAGS).disableRules(['target-size']).analyze();
  const inFlow = await page.addStyleTag({ content: STICKY_IN_FLOW });
  const sizes = await builder().withRules(['target-size']).analyze();
  await inFlow.evaluate((node) => (node as Element).remove());
  const result = { violations: [...main.violations, ...sizes.violations] };
  const findings = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
    }));
  const count = (impact: string) =>
    findings
      .filter((finding) => finding.impact === impact)
      .reduce((sum, finding) => sum + finding.targets.length, 0);
  return { findings, count: { where, serious: count('serious'), critical: count('critical') } };
}

/** The findings as lines to print: rule, impact, page, then each element. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.rule} (${finding.impact}) on ${finding.where}: ${finding.summary}\n` +
        finding.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}
