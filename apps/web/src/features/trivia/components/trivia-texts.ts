import type { TriviaItem } from '@punla/contract';

export const TRIVIA_SAVED_TEXT = 'Trivia saved.';
export const TRIVIA_DELETED_TEXT = 'Trivia deleted.';

/** "Text and picture", "Picture", "Text": what an item holds. */
export function triviaKind(item: Pick<TriviaItem, 'content' | 'imageUrl'>): string {
  if (item.imageUrl && item.content) return 'Text and picture';
  return item.imageUrl ? 'Picture' : 'Text';
}

export const DELETE_TRIVIA_TITLE = 'Delete this trivia?';
export const DELETE_TRIVIA_TEXT = 'Players will no longer draw this fact. This cannot be undone.';

/** The AI side for a player whose e-mail address is not verified yet (the server's 403). */
export const AI_TRIVIA_NEEDS_VERIFIED_TEXT =
  'AI trivia is for verified players. Verify your e-mail address to get AI trivia.';
export const VERIFY_EMAIL_LINK_TEXT = 'Verify my e-mail';
