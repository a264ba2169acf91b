import { Link } from 'react-router';
import {
  LOGIN_WINDOW_MINUTES,
  SESSION_TOKEN_TTL_DAYS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@punla/contract';
import { musicStorageKey } from '#shared/music.ts';
import { paths } from '#shared/paths.ts';
import { DEVICE_ID_STORAGE_KEY } from '#shared/session/device-id.ts';
import { PENDING_REFERRAL_STORAGE_KEY } from '#shared/session/referral-storage.ts';
import { SESSION_STORAGE_KEY } from '#shared/session/session-store.ts';
import { LegalDocument, SectionLink, type LegalSection } from '../components/legal-document.tsx';

/** How long after a request an account and its data are gone. */
const DELETION_DAYS = 30;
/** How long technical request logs are kept. */
const LOG_DAYS = 30;

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Punla is a tree-planting game made in the Philippines. Players plant and tend virtual
          trees, earn experience points (XP) and coins, and the most caring players are invited to
          real tree-planting events. In this policy, &ldquo;Punla&rdquo;, &ldquo;we&rdquo; and
          &ldquo;us&rdquo; mean the team that runs the game, and &ldquo;you&rdquo; means anyone who
          visits or plays it.
        </p>
        <p>
          We handle personal information in line with the Data Privacy Act of 2012 (Republic Act No.
          10173) and its implementing rules. We keep only what the game needs, and we never sell it.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-keep',
    title: 'What we keep about you',
    body: (
      <>
        <h3>Your account</h3>
        <ul>
          <li>your e-mail address and your username;</li>
          <li>
            your password, stored only as an argon2id hash: a one-way fingerprint from which the
            password cannot be read back. We never see or keep the password itself;
          </li>
          <li>whether and when your account was verified, when it was created, and your role.</li>
        </ul>
        <h3>Signing in with Google</h3>
        <p>
          When you choose to continue with Google, Google tells us your name, your e-mail address,
          whether Google has verified that address, and an id that stands for your Google account
          (its &ldquo;subject&rdquo; id). We keep the e-mail address and the Google account id to
          recognise you the next time; we do not keep your name or your picture. We never receive
          your Google password.
        </p>
        <h3>Your game</h3>
        <ul>
          <li>
            your trees: which seedlings you planted and when, their growth, stage and the times you
            watered and fertilized them;
          </li>
          <li>your seedlings, water and fertilizer;</li>
          <li>
            your XP: every award, with its reason and time, and the XP of each season, which decides
            your place on the leaderboard;
          </li>
          <li>your daily quests, the times you claimed them and your login streak;</li>
          <li>
            your coins: a ledger of every coin earned and spent, with its reason and time, and your
            marketplace purchases;
          </li>
          <li>whether you have finished the game&rsquo;s tour.</li>
        </ul>
        <h3>Referrals, reports and likes</h3>
        <ul>
          <li>
            your referral code, the code you used when you joined (if any), the players who joined
            with your code, when they did, and whether the reward was given;
          </li>
          <li>
            the bug reports and suggestions you send us, where we are with each, and our replies;
          </li>
          <li>the news posts you like.</li>
        </ul>
        <h3>Security records</h3>
        <ul>
          <li>
            counts of sign-in, sign-up and verification attempts per internet (IP) address and per
            account, each kept for a short window (for sign-ins, {LOGIN_WINDOW_MINUTES} minutes) to
            stop password guessing and spam;
          </li>
          <li>
            verification codes, stored hashed and valid for {VERIFICATION_CODE_TTL_MINUTES} minutes;
          </li>
          <li>
            where your account was made: a scrambled (keyed hash) form of the network it came from
            and of this browser&rsquo;s device id, never the address itself, compared only to notice
            many accounts made in one place when referrals are reviewed for fair play;
          </li>
          <li>
            technical logs of requests to our server (time, address requested, result, IP address).
            Passwords, sign-in tokens and cookies are removed from these logs.
          </li>
          <li>
            what an administrator changed on your account and why: a suspension and its reason, a
            new username, coins, XP or items given or taken, a code sent again. These are kept in a
            log that no one can edit, so that every change to your account can be explained;
          </li>
        </ul>
        <p>
          We do not ask for your real name, birthday, phone number, address or location, and the
          game does not use your device&rsquo;s location.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <ul>
          <li>to run your account and keep you signed in;</li>
          <li>
            to run the game: grow your trees, give rewards, keep your coins and items, rank the
            leaderboard and check your eligibility for real planting events;
          </li>
          <li>to keep the game fair and safe: enforce limits, stop cheating and abuse;</li>
          <li>to fix bugs and improve Punla from the reports and suggestions you send.</li>
        </ul>
        <p>
          <strong>Your e-mail address is used only for your account</strong>: to verify it, to send
          a new code or a password reset when you (or an administrator helping you) ask for one,
          and, only if you turn them on in your Profile, game reminders (at most one a day, each
          with a link that turns them off in one click) and our replies to your reports. We send no
          newsletters and no advertising.
        </p>
        <p>
          We process your information because you asked us to provide the game when you signed up
          (our agreement with you, see the <Link to={paths.termsOfUse}>Terms of Use</Link>), and
          because keeping the game secure and fair is in the legitimate interest of every player.
        </p>
      </>
    ),
  },
  {
    id: 'what-others-see',
    title: 'What other players see',
    body: (
      <ul>
        <li>your username, your season XP and your rank on the leaderboard;</li>
        <li>
          if you joined with a player&rsquo;s referral code, that player sees your username and when
          you joined.
        </li>
      </ul>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and storage in your browser',
    body: (
      <>
        <p>
          Punla shows <strong>no ads</strong> and uses{' '}
          <strong>no tracking or advertising cookies</strong> and no third-party analytics. Your
          browser keeps only what the game needs to work, in its local storage:
        </p>
        <ul>
          <li>
            <code>{SESSION_STORAGE_KEY}</code>: your session, that is your sign-in token and the
            basics of your profile, so that you stay signed in (a sign-in lasts at most{' '}
            {SESSION_TOKEN_TTL_DAYS} days). Logging out removes it;
          </li>
          <li>
            <code>{PENDING_REFERRAL_STORAGE_KEY}</code>: the referral code of a friend&rsquo;s link
            you opened, kept until you sign up;
          </li>
          <li>
            <code>{DEVICE_ID_STORAGE_KEY}</code>: a random id of this browser, sent when an account
            is made here. We keep only a scrambled form of it, to notice many accounts made on one
            device when referrals are reviewed for fair play; it says nothing about you;
          </li>
          <li>
            <code>{musicStorageKey('…')}</code>: whether you want the background music on, per
            player on this device.
          </li>
        </ul>
        <p>
          When you sign in with Google, two cookies live for a few minutes to protect that sign-in
          from forgery: one while you are at Google, and one that lets only this browser finish the
          sign-in. Neither is used after that. You can clear all of this at any time in your
          browser&rsquo;s settings.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell, rent or trade your personal information. We share it only:</p>
        <ul>
          <li>
            with the providers that run Punla for us (server hosting and e-mail delivery), who may
            use it only to provide that service to us;
          </li>
          <li>with Google, only when you choose to sign in with Google;</li>
          <li>
            with the organisation that runs a real planting event you RSVP to (a school, a local
            government office, an environmental group): your username, e-mail address, your place or
            waitlist position, and whether and when you checked in, so that they can welcome you at
            the site and report the trees planted;
          </li>
          <li>when the law requires it, for example a lawful order of a court or authority.</li>
        </ul>
        <p>
          Trivia marked &ldquo;AI&rdquo; is written by an AI service on request. That request asks
          only for a fact about Philippine trees and the environment: it carries nothing about you.
        </p>
        <p>
          Support Us may link to other services (for example to make a donation). Those services
          have their own privacy policies; we receive nothing from them about you.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Your account and your game data: for as long as you have an account. When you ask us to
          delete your account, we delete it and the data linked to it within {DELETION_DAYS} days.
        </li>
        <li>
          Counts of sign-in and other attempts: for their short windows (minutes up to an hour).
        </li>
        <li>Verification codes: until used, or at most {VERIFICATION_CODE_TTL_MINUTES} minutes.</li>
        <li>Technical request logs: at most {LOG_DAYS} days.</li>
        <li>
          Reports and suggestions: until handled and for as long as they help us improve Punla; they
          are deleted with your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the Data Privacy Act you have the right to:</p>
        <ul>
          <li>be informed of how your personal information is used (this page);</li>
          <li>access the personal information we keep about you and get a copy of it;</li>
          <li>have wrong or outdated information corrected;</li>
          <li>object to its processing, and have it blocked or deleted;</li>
          <li>
            file a complaint with the National Privacy Commission and be compensated for damages
            caused by wrong or unlawful use.
          </li>
        </ul>
        <p>
          You can change your username and password yourself on your profile. For anything else,
          including deleting your account, write to us as described in{' '}
          <SectionLink id="contact">Contact</SectionLink>. We answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <ul>
        <li>the game is served over an encrypted connection (HTTPS);</li>
        <li>passwords are stored only as argon2id hashes, and one-time codes only as hashes;</li>
        <li>
          sign-ins expire after {SESSION_TOKEN_TTL_DAYS} days, and changing your password signs out
          your other devices;
        </li>
        <li>sign-in, sign-up and verification attempts are limited to stop guessing;</li>
        <li>only administrators of Punla can see player data, and only as their work needs.</li>
      </ul>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <>
        <p>
          Punla is made for everyone who loves trees, but an account is for people aged 13 and
          older. If you are under 18, please ask a parent or guardian before you sign up, and read
          this policy with them. If we learn that a child under 13 has an account, we delete it; a
          parent or guardian may also ask us to.
        </p>
        <p>
          Players under 18 may join a real planting event only with the consent of a parent or
          guardian, and with an adult looking after them on the day.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When this policy changes, we update this page and the date at its top. When a change matters
        to how your information is used, we also announce it in News and Updates in the game before
        it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions, requests and complaints about your personal information: log in and choose{' '}
        <strong>Report / Suggest</strong> in the menu, then send a suggestion that begins with
        &ldquo;Privacy&rdquo;. If you cannot log in, use one of the ways listed on{' '}
        <Link to={paths.supportUs}>Support Us</Link>.
      </p>
    ),
  },
];

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what Punla keeps about you, why, for how long, and what you can ask
          of us. In short: we keep what the game needs, use your e-mail only for your account and
          the reminders you choose, show no ads and never sell your data.
        </p>
      }
      sections={sections}
      related={{ to: paths.termsOfUse, label: 'Read the Terms of Use' }}
    />
  );
}

export default PrivacyPolicyPage;
