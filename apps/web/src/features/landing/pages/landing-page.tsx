import { Fragment } from 'react';
import { Link } from 'react-router';
import {
  IconChevronRight,
  IconDroplet,
  IconLogin2,
  IconMapPin,
  IconPlant2,
  IconSparkles,
  IconStar,
  IconTrophy,
  IconUserPlus,
} from '@tabler/icons-react';
import { LinkButtons } from '#shared/link-buttons.tsx';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { LiveTotals } from '../components/live-totals.tsx';
import { RealImpact } from '../components/real-impact.tsx';
import { HeroIllustration } from '../components/hero-illustration.tsx';
import classes from '../components/landing.module.css';

const ICON = { size: 28, stroke: 2.2 } as const;

const steps = [
  {
    tone: 'green',
    icon: <IconPlant2 {...ICON} />,
    title: 'Plant',
    text: 'Start with a Narra seedling and grow native Philippine trees like Molave, Yakal and Banaba.',
  },
  {
    tone: 'blue',
    icon: <IconDroplet {...ICON} />,
    title: 'Tend',
    text: 'Water and fertilize your tree every day. Care turns a tiny seed into a mature tree.',
  },
  {
    tone: 'yellow',
    icon: <IconStar {...ICON} />,
    title: 'Earn XP',
    text: 'Watering, new growth stages and daily quests earn you XP and coins. Level up as you go.',
  },
  {
    tone: 'brown',
    icon: <IconTrophy {...ICON} />,
    title: 'Climb the board',
    text: 'Every season is a fresh race. The most caring growers rise to the top of the leaderboard.',
  },
  {
    tone: 'red',
    icon: <IconMapPin {...ICON} />,
    title: 'Plant for real',
    text: 'Top players are invited to real tree-planting events, where the trees go into real soil.',
  },
] as const;

const ENTRY_LINKS = [
  { to: paths.signup, label: 'Sign up', color: 'green', icon: IconUserPlus },
  { to: paths.login, label: 'Log in', color: 'yellow', icon: IconLogin2 },
] as const;

const stages = ['Seed', 'Sprout', 'Seedling', 'Sapling', 'Young tree', 'Mature tree'];

export function LandingPage() {
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="landing-title">
        <HeroIllustration className={classes.art} />
        <div className={classes.copy}>
          <p className={classes.kicker}>
            <IconSparkles size={16} stroke={2.4} /> A tree-planting game
          </p>
          <h1 id="landing-title" className={classes.headline}>
            Grow a forest, <em>one seedling</em> at a time.
          </h1>
          <p className={classes.intro}>
            Punla means &ldquo;seedling&rdquo;. Plant one, tend it every day, earn XP as it grows
            and climb the seasonal leaderboard — the best growers join real planting events.
          </p>
          <div className={classes.actions}>
            <LinkButtons links={ENTRY_LINKS} size="lg" />
          </div>
        </div>
      </section>

      <LiveTotals />
      <RealImpact />

      <section className={classes.section} aria-labelledby="how-title">
        <h2 id="how-title" className={classes.sectionTitle}>
          How Punla works
        </h2>
        <p className={classes.sectionLead}>
          A few minutes a day keeps your tree growing. Here is the journey.
        </p>
        <div className={classes.cards}>
          {steps.map((step) => (
            <article key={step.title} className={classes.card}>
              <span className={classes.cardIcon} data-tone={step.tone} aria-hidden="true">
                {step.icon}
              </span>
              <h3 className={classes.cardTitle}>{step.title}</h3>
              <p className={classes.cardText}>{step.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={classes.section} aria-labelledby="stages-title">
        <h2 id="stages-title" className={classes.sectionTitle}>
          From seed to mighty tree
        </h2>
        <p className={classes.sectionLead}>
          Each stage your tree reaches brings bonus XP and coins.
        </p>
        <ol className={classes.stages}>
          {stages.map((stage, index) => (
            <Fragment key={stage}>
              {index > 0 && (
                <li aria-hidden="true" className={classes.stageArrow}>
                  <IconChevronRight size={18} stroke={3} />
                </li>
              )}
              <li className={classes.stage}>
                <span className={classes.stageNumber} aria-hidden="true">
                  {index + 1}
                </span>
                {stage}
              </li>
            </Fragment>
          ))}
        </ol>
      </section>

      <section className={classes.cta} aria-labelledby="cta-title">
        <h2 id="cta-title" className={classes.ctaTitle}>
          Your seedling is waiting.
        </h2>
        <p className={classes.ctaText}>
          Sign up for free, verify your e-mail and get a starter kit: a seedling, water, fertilizer
          and coins.
        </p>
        <GameButton to={paths.signup} color="yellow" size="lg">
          Start planting
        </GameButton>
      </section>

      <footer>
        <nav className={classes.footer} aria-label="About Punla">
          <Link to={paths.supportUs}>Support us</Link>
          <Link to={paths.privacyPolicy}>Privacy policy</Link>
          <Link to={paths.termsOfUse}>Terms of use</Link>
        </nav>
        <p className={classes.copyright}>Punla — every tree counts.</p>
      </footer>
    </div>
  );
}

export default LandingPage;
