import { Link } from 'react-router';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ADULT_AGE,
  BUY_QUANTITY_MAX,
  MIN_SIGNUP_AGE,
  REFERRAL_APPLY_WITHIN_DAYS,
  REFERRAL_QUALIFIES_WHEN,
  REFERRALS_REWARDED_PER_SEASON,
  TREE_STAGES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  WATER,
} from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { LegalDocument, SectionLink, type LegalSection } from '../components/legal-document.tsx';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are the agreement between you and the team that runs Punla (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;) about using the game. By creating an account or playing, you accept
          them. If you do not agree, please do not use Punla.
        </p>
        <p>
          Our <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains what we keep about you
          and is part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>
          You need an account to play. Give a real e-mail address that is yours: we send a code to
          it to verify the account, and the starter kit arrives once it is verified.
        </li>
        <li>
          An account is for people who turn {MIN_SIGNUP_AGE} or older this year: sign-up asks the
          year you were born. If you are under {ADULT_AGE}, you need the permission of a parent or
          guardian.
        </li>
        <li>
          <strong>One account per person.</strong> Your account is personal: do not share, sell or
          lend it.
        </li>
        <li>
          Choose a username of {USERNAME_MIN_LENGTH} to {USERNAME_MAX_LENGTH} letters, digits or
          underscores that does not offend, mislead or pretend to be someone else. We may change a
          username that breaks this rule.
        </li>
        <li>
          Keep your password secret. You are responsible for what happens in your account; if you
          think someone else has used it, change your password at once (this signs out your other
          devices) and tell us.
        </li>
        <li>
          Keep your e-mail address current: change it in your Profile, with a code we send to the
          new address.
        </li>
      </ul>
    ),
  },
  {
    id: 'fair-play',
    title: 'Fair play',
    body: (
      <>
        <p>
          Punla is a race of patience and care, and it is only fun when everyone plays by the same
          rules. You agree not to:
        </p>
        <ul>
          <li>
            use bots, scripts, macros or any other automation to play, or to send requests to our
            server other than through the game;
          </li>
          <li>make or use more than one account, or play in another person&rsquo;s account;</li>
          <li>
            get around the game&rsquo;s limits (for example, watering a tree once every{' '}
            {WATER.cooldownHours} hours and at most {WATER.perGameDay} times a game day), or exploit
            a bug instead of reporting it;
          </li>
          <li>
            attack, overload or probe the game&rsquo;s servers, or try to reach other players&rsquo;
            data;
          </li>
          <li>harass other players or use the game to break the law.</li>
        </ul>
        <p>
          Every limit of the game is enforced by our server. When we find unfair play, we may remove
          the XP, coins and items gained by it, take the player off the leaderboard, cancel an
          invitation to a planting event, or suspend or close the account.
        </p>
      </>
    ),
  },
  {
    id: 'virtual-items',
    title: 'Coins and virtual items',
    body: (
      <ul>
        <li>
          XP, levels, coins, seedlings, water, fertilizer and the trees in the game are virtual.
          <strong> They have no cash value</strong>: they cannot be exchanged for money, sold,
          bought with money or transferred outside the game, and they are not refunded.
        </li>
        <li>
          Coins are earned by playing and spent in the marketplace (from 1 to {BUY_QUANTITY_MAX} of
          an item at a time). A purchase cannot be undone.
        </li>
        <li>
          You have a licence to use them in the game, not ownership of them. To keep the game
          balanced we may change prices, rewards, growth and other rules; the current rules are on
          the How to Play page in the game.
        </li>
        <li>Virtual items end when your account ends.</li>
      </ul>
    ),
  },
  {
    id: 'referrals',
    title: 'Referrals',
    body: (
      <>
        <p>
          You may invite friends with your referral code or link. A new player can use a code once,
          within {REFERRAL_APPLY_WITHIN_DAYS} days of signing up. The new player's welcome gift
          comes at once; the referrer's reward comes once the new player really plays (their first
          tree reaches {TREE_STAGES[REFERRAL_QUALIFIES_WHEN.treeStage]}, or they claim quests on{' '}
          {REFERRAL_QUALIFIES_WHEN.questDays} different days), and its XP does not count for the
          season. A player is rewarded for at most {REFERRALS_REWARDED_PER_SEASON} referrals a
          season.
        </p>
        <p>
          Invite real people who want to play. Making accounts to refer yourself, trading or selling
          codes, and sending codes as spam are not allowed; we may withhold or remove the rewards of
          such referrals and act as described under{' '}
          <SectionLink id="fair-play">Fair play</SectionLink>.
        </p>
      </>
    ),
  },
  {
    id: 'seasons',
    title: 'Seasons and the leaderboard',
    body: (
      <p>
        The leaderboard ranks players by the XP they earn in a season; when two players have the
        same XP, the one who reached it first ranks higher. We set the dates of each season. A place
        on the leaderboard is not a prize in itself, and we may correct the leaderboard when XP was
        gained against these terms.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Content and reports',
    body: (
      <ul>
        <li>
          News, trivia and other content in the game belong to us or to those who let us use them.
          Trivia marked DENR comes from the Department of Environment and Natural Resources; trivia
          marked AI is written by an AI service and can contain mistakes. Content is for learning
          and fun, not professional advice.
        </li>
        <li>
          What you send through &ldquo;Report / Suggest&rdquo; must be honest and lawful, and must
          not contain other people&rsquo;s personal information. We may use your suggestions to
          improve Punla freely, without owing you anything for them.
        </li>
        <li>We may remove content, and usernames, that break these terms.</li>
      </ul>
    ),
  },
  {
    id: 'planting-events',
    title: 'Real-world planting events',
    body: (
      <>
        <p>
          The game&rsquo;s purpose is real trees. From time to time, top players are invited to a
          real tree-planting event, run by us or with partner organizers.
        </p>
        <ul>
          <li>
            <strong>Eligibility does not guarantee a place.</strong> The Event Eligibility screen
            shows whether you meet the game&rsquo;s rules for the next event. Places are limited,
            and the organizers decide who is invited, when and where, and may change or cancel an
            event (for example because of weather).
          </li>
          <li>
            Joining is voluntary. Unless an invitation says otherwise, you pay your own way to and
            from the site.
          </li>
          <li>
            <strong>Safety comes first.</strong> Planting is outdoor physical work. Take part only
            if you are fit to; wear suitable clothes and shoes, bring water, and follow the
            instructions of the organizers and of the site&rsquo;s staff at all times.
          </li>
          <li>
            Follow the organizers&rsquo; rules, the rules of the site and the law, including the
            rules of the Department of Environment and Natural Resources on protected areas.
          </li>
          <li>
            A player who turns {ADULT_AGE} or younger in the year of the event can RSVP only with
            the consent of a parent or guardian, given in the game with the RSVP (their name,
            relationship and phone number, which the organizers see), and must be accompanied by a
            responsible adult.
          </li>
          <li>
            The organizers may take photos at events; they will tell you how they are used, and you
            can ask not to be photographed.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Changes to the game',
    body: (
      <p>
        We work to keep Punla running, but it may sometimes be unavailable, for example during
        maintenance. We may change, add or remove features. If we ever close the game, we will
        announce it in News and Updates at least 30 days before.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          Punla is free and provided &ldquo;as is&rdquo;. As far as the law allows, we are not
          liable for indirect or consequential losses, for the loss of virtual items or progress, or
          for events outside our reasonable control.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited under Philippine law, such
          as liability for fraud or gross negligence, or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You may stop playing at any time and delete your account in your Profile, with{' '}
        <strong>Delete my account</strong>: it leaves the game at once, and you can keep it by
        logging in within {ACCOUNT_DELETION_GRACE_DAYS} days; after that your personal data is
        erased and your coins, items and progress are gone (see the{' '}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>). We may suspend or close an account
        that seriously or repeatedly breaks these terms; where it is safe to, we tell the player
        why.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When these terms change, we update this page and the date at its top, and we announce
        important changes in News and Updates before they take effect. If you keep playing after
        that, the new terms apply; if you do not accept them, you may stop playing and delete your
        account.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the Republic of the Philippines. If a dispute
        arises, please tell us first: most things can be put right quickly. Disputes that cannot be
        settled between us go to the proper courts of the Philippines.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: log in and choose <strong>Report / Suggest</strong> in the
        menu. If you cannot log in, use one of the ways listed on{' '}
        <Link to={paths.supportUs}>Support Us</Link>.
      </p>
    ),
  },
];

/** /terms-of-use */
export function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of Use"
      intro={
        <p>
          Welcome to Punla! These terms set out the rules for using the game: your account, fair
          play, coins and virtual items, referrals and the real planting events. Please read them
          before you play.
        </p>
      }
      sections={sections}
      related={{ to: paths.privacyPolicy, label: 'Read the Privacy Policy' }}
    />
  );
}

export default TermsOfUsePage;
