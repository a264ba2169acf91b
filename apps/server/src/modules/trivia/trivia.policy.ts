/**
 * AI trivia costs the game a paid call now and then: only verified accounts may ask for it,
 * so that throwaway sign-ups cannot spend the budget.
 */
export function canAskForAiTrivia(account: { verified: boolean }): boolean {
  return account.verified;
}
