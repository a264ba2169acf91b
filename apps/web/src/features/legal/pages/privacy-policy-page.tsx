import { Link } from 'react-router';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ADULT_AGE,
  DATA_EXPORTS_PER_DAY,
  ERASED_PLAYER_LABEL,
  EXPIRED_CODES_KEPT_DAYS,
  GUARDIAN_DATA_KEPT_DAYS,
  LOG_DAYS,
  LOGIN_WINDOW_MINUTES,
  MIN_SIGNUP_AGE,
  RATE_LIMIT_COUNTERS_KEPT_DAYS,
  READ_NOTICES_KEPT_DAYS,
  SESSION_TOKEN_TTL_DAYS,
  UNREAD_NOTICES_KEPT_DAYS,
  UNVERIFIED_ACCOUNTS_KEPT_DAYS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@punla/contract';
import { musicStorageKey } from '#shared/music.ts';
import { paths } from '#shared/paths.ts';
import { DEVICE_ID_STORAGE_KEY } from '#shared/session/device-id.ts';
import { PENDING_REFERRAL_STORAGE_KEY } from '#shared/session/referral-storage.ts';
import { SESSION_STORAGE_KEY } from '#shared/session/session-store.ts';
import { LegalDocument, SectionLink, type LegalSection } from '../components/legal-document.tsx';

/** "1 day", "7 days": a number of days from the game's rules, in words. */
function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}

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
          <li>whether and when your account was verified, when it was created, and your role;</li>
          <li>
            the year you were born, asked at sign-up: only the year, never the day or the month. It
            tells whether you are old enough for an account and whether you count as a minor at a
            real planting event.
          </li>
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
          <li>the news posts you like;</li>
          <li>the notices in your inbox and whether you want reminder e-mails.</li>
        </ul>
        <h3>Real planting events</h3>
        <ul>
          <li>your RSVPs, your place or waitlist position, your ticket and your check-in;</li>
          <li>
            if you turn {ADULT_AGE} or younger in the year of an event, the consent of your parent
            or guardian given with your RSVP: their name, how they are related to you, their phone
            number and when they consented;
          </li>
          <li>the real trees planted for you at an event.</li>
        </ul>
        <h3>Security records</h3>
        <ul>
          <li>
            counts of sign-in, sign-up, code and other attempts per internet (IP) address and per
            account, each for a short window (for sign-ins, {LOGIN_WINDOW_MINUTES} minutes; at most
            a day) to stop password guessing and spam;
          </li>
          <li>
            the codes we e-mail you (to verify your account, reset your password or change your
            e-mail), stored only as hashes and valid for {VERIFICATION_CODE_TTL_MINUTES} minutes;
          </li>
          <li>
            where your account was made: a scrambled (keyed hash) form of the network it came from
            and of this browser&rsquo;s device id, never the address itself, compared only to notice
            many accounts made in one place when referrals are reviewed for fair play;
          </li>
          <li>
            a line for each request to our server (time, address requested, result, IP address),
            written to the server&rsquo;s output for the people who run it. Punla keeps no request
            log of its own, and passwords, codes, sign-in tokens and cookies never reach these
            lines;
          </li>
          <li>
            what an administrator changed on your account and why: a suspension and its reason, a
            new username, coins, XP or items given or taken, a code sent again. These are kept in a
            log that no one can edit, so that every change to your account can be explained;
          </li>
        </ul>
        <p>
          We do not ask for your real name, your full birthday, your phone number, your address or
          your location, and the game does not use your device&rsquo;s location.
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
          a new code or a password reset when you (or an administrator helping you) ask for one, to
          send a code to a new address when you change it (and a short notice to the old one), and,
          only if you turn them on in your Profile, game reminders (at most one a day, each with a
          link that turns them off in one click) and our replies to your reports. We send no
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
            the site and report the trees planted. If you are a minor at that event, they also see
            your guardian&rsquo;s name, relationship and phone number, to reach them on the day;
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
      <>
        <p>The game deletes what is past its time by itself, every day:</p>
        <ul>
          <li>
            Your account and your game data: for as long as you have an account. When you delete it,
            see <SectionLink id="your-rights">Your rights</SectionLink>.
          </li>
          <li>
            An account whose e-mail address was never verified: deleted with everything in it{' '}
            {days(UNVERIFIED_ACCOUNTS_KEPT_DAYS)} after it was made.
          </li>
          <li>
            Notices in your inbox: {days(READ_NOTICES_KEPT_DAYS)} after they were written once you
            have read them, {days(UNREAD_NOTICES_KEPT_DAYS)} if you never read them.
          </li>
          <li>
            E-mailed codes: until used, or {days(EXPIRED_CODES_KEPT_DAYS)} after they expired (they
            work for {VERIFICATION_CODE_TTL_MINUTES} minutes).
          </li>
          <li>
            Counts of sign-in and other attempts: until {days(RATE_LIMIT_COUNTERS_KEPT_DAYS)} after
            their window ended.
          </li>
          <li>
            A guardian&rsquo;s name, relationship and phone number: {days(GUARDIAN_DATA_KEPT_DAYS)}{' '}
            after the event started. The RSVP itself stays.
          </li>
          <li>
            Request lines in the server&rsquo;s output: Punla keeps none itself, and the people who
            run the server are asked to keep them at most {days(LOG_DAYS)}.
          </li>
          <li>Reports and suggestions, with our replies: until your account is erased.</li>
        </ul>
      </>
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
        <h3>Download your data</h3>
        <p>
          In your Profile, <strong>Download my data</strong> saves one file with everything Punla
          keeps about you: your account, how you sign in, your trees and their care, your inventory,
          every coin and XP entry, quests, referrals, seasons, events with your tickets, check-ins
          and a guardian&rsquo;s consent, real trees, reports and our replies, news you liked,
          notices, reminders, fair-play reviews of your account and what administrators did to it
          and why. Other players appear by username only. You can download it {DATA_EXPORTS_PER_DAY}{' '}
          times a day; only you can download it.
        </p>
        <h3>Correct your data</h3>
        <p>
          In your Profile you can change your username and your password, and your e-mail address:
          we send a code to the new address, and it changes once you type the code in.
        </p>
        <h3>Delete your account</h3>
        <p>
          In your Profile, <strong>Delete my account</strong> takes your account out of the game at
          once: every session ends on every device, you leave the leaderboard, and your seats at
          coming events go to the next player on the waitlist. If you log in with your password or
          Google within {days(ACCOUNT_DELETION_GRACE_DAYS)}, you are offered{' '}
          <strong>Keep my account</strong>, and everything is as it was. After{' '}
          {days(ACCOUNT_DELETION_GRACE_DAYS)}, we erase your e-mail address, your username (it
          becomes &ldquo;{ERASED_PLAYER_LABEL} &hellip;&rdquo;), your password, your link to Google,
          your birth year, your codes, your inbox and reminder settings, the texts of your reports
          and our replies, your pending e-mail change and your guardians&rsquo; details. An
          administrator can also delete your account when you ask them to.
        </p>
        <p>
          What stays has no person behind it: the rows of the coin and XP ledgers, your trees and
          the real trees planted, and your RSVPs to past events, under the erased account. They stay
          so that the game&rsquo;s totals, the count of real trees planted and other players&rsquo;
          balances stay right; referral rewards paid to other players stay theirs.
        </p>
        <p>
          For anything else, write to us as described in{' '}
          <SectionLink id="contact">Contact</SectionLink>.
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
          Punla is made for everyone who loves trees, but an account is for people who turn{' '}
          {MIN_SIGNUP_AGE} or older this year: sign-up asks the year you were born and refuses a
          younger player, keeping nothing. Only the year is kept. If you are under {ADULT_AGE},
          please ask a parent or guardian before you sign up, and read this policy with them. If we
          learn that a child under {MIN_SIGNUP_AGE} has an account, it is closed: a player who tells
          us a birth year that makes them younger has it erased at once, and an administrator
          deletes one a parent or guardian tells us about.
        </p>
        <p>
          A player who turns {ADULT_AGE} or younger in the year of a real planting event (we keep
          only the year, so anyone who may be under {ADULT_AGE} on its day) can RSVP to it only with
          the consent of a parent or guardian, given in the game with the RSVP: their name, how they
          are related and their phone number. The event&rsquo;s organisers see these details to
          reach the guardian on the day, and we delete them {days(GUARDIAN_DATA_KEPT_DAYS)} after
          the event started.
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
