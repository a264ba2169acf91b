export const POST_SAVED_TEXT = 'Post saved.';
export const POST_DELETED_TEXT = 'Post deleted.';
