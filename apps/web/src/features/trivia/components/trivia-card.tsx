import { IconExternalLink, IconLeaf, IconSparkles } from '@tabler/icons-react';
import type { DrawnTrivia } from '../api/get-random-trivia.ts';
import { useTypewriter } from '../hooks/use-typewriter.ts';
import classes from './trivia.module.css';

export const AI_LABEL = 'AI-generated';
export const DENR_LABEL = 'From DENR';
const PICTURE_ALT = 'A DENR trivia picture';

/** Text typed out a character at a time; screen readers get the whole text at once. */
export function TypedText({ text, runId }: { text: string; runId?: unknown }) {
  const { typed, done } = useTypewriter(text, { runId });
  return (
    <p className={classes.fact}>
      <span className={classes.visuallyHidden}>{text}</span>
      {/* The whole text, unseen, holds the final size so the dialog does not grow as it types. */}
      <span className={classes.typing} aria-hidden="true">
        <span className={classes.ghost}>{text}</span>
        <span>
          <span data-testid="typed-text">{typed}</span>
          {!done && <span className={classes.caret} />}
        </span>
      </span>
    </p>
  );
}

/** One trivia: its source, then the picture (opens in a new tab) or the typed text. */
export function TriviaCard({ trivia }: { trivia: DrawnTrivia }) {
  const isAi = trivia.source === 'AI';
  return (
    <article className={classes.card} data-source={trivia.source}>
      <span className={classes.sourceTag} data-source={trivia.source}>
        {isAi ? (
          <IconSparkles size={16} stroke={2.4} aria-hidden="true" />
        ) : (
          <IconLeaf size={16} stroke={2.4} aria-hidden="true" />
        )}
        {isAi ? AI_LABEL : DENR_LABEL}
      </span>
      {trivia.imageUrl ? (
        <a
          className={classes.pictureLink}
          href={trivia.imageUrl}
          target="_blank"
          rel="noopener noreferrer"
          title="Open the picture in a new tab"
        >
          <img
            className={classes.picture}
            src={trivia.imageUrl}
            alt={trivia.content?.trim() || PICTURE_ALT}
          />
          <span className={classes.pictureHint} aria-hidden="true">
            <IconExternalLink size={14} stroke={2.6} /> Tap to open
          </span>
        </a>
      ) : (
        <TypedText text={trivia.content ?? ''} runId={trivia.drawId} />
      )}
    </article>
  );
}
