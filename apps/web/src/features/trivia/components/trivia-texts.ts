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
