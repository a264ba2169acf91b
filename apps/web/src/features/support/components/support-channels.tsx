import {
  IconBug,
  IconCoin,
  IconExternalLink,
  IconHeart,
  IconMapPin,
  IconShare,
  IconUsersPlus,
  type Icon,
} from '@tabler/icons-react';
import { GameButton } from '#shared/ui/game-button.tsx';
import type { SupportChannel } from '../api/support-info.ts';
import classes from './support.module.css';

const TONES = ['green', 'blue', 'yellow', 'red', 'brown'] as const;

const ICON_RULES: { pattern: RegExp; icon: Icon }[] = [
  {
    pattern: /donat|gcash|maya|paypal|bank|fund|pledge|sponsor|gift|patreon|ko-fi/,
    icon: IconCoin,
  },
  { pattern: /invite|friend|refer/, icon: IconUsersPlus },
  { pattern: /event|plant|volunteer|site/, icon: IconMapPin },
  { pattern: /improve|bug|suggest|feedback|report/, icon: IconBug },
  { pattern: /share|follow|social|facebook|instagram|tiktok|youtube|x\.com/, icon: IconShare },
];

/** A picture for a way to support, guessed from its words; a heart when nothing fits. */
export function channelIcon(channel: SupportChannel): Icon {
  const text = `${channel.label} ${channel.details}`.toLowerCase();
  return ICON_RULES.find((rule) => rule.pattern.test(text))?.icon ?? IconHeart;
}

/** "gcash.com" from "https://www.gcash.com/pay?x=1"; the address itself when it is odd. */
export function linkHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Each way to support as a card: its label, its details and a button to its link. */
export function SupportChannels({ channels }: { channels: SupportChannel[] }) {
  return (
    <ul className={classes.channels} aria-label="Ways to support">
      {channels.map((channel, index) => {
        const ChannelIcon = channelIcon(channel);
        return (
          <li key={`${channel.label}-${index}`} className={classes.channel}>
            <span
              className={classes.channelIcon}
              data-tone={TONES[index % TONES.length]}
              aria-hidden="true"
            >
              <ChannelIcon size={26} stroke={2.2} />
            </span>
            <div className={classes.channelBody}>
              <h3 className={classes.channelLabel}>{channel.label}</h3>
              <p className={classes.channelDetails}>{channel.details}</p>
              {channel.url && (
                <GameButton
                  to={channel.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  color={index % 2 === 0 ? 'green' : 'blue'}
                  className={classes.channelButton}
                  rightSection={<IconExternalLink size={16} stroke={2.4} />}
                  aria-label={`${channel.label}: open ${linkHost(channel.url)} in a new tab`}
                >
                  Open {linkHost(channel.url)}
                </GameButton>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
