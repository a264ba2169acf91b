/**
 * Query keys of the data that more than one feature reads or changes. Each feature keeps its
 * fetchers and query options; the keys live here so that an action in one feature (watering
 * changes the resources, planting changes the seedlings) can refresh another feature's data
 * without importing it.
 */
export const queryKeys = {
  profile: (userId: string) => ['accounts', 'user', userId] as const,
  /** Every query of the species catalog. */
  species: () => ['trees'] as const,
  speciesList: () => ['trees', 'list'] as const,
  speciesDetail: (id: number) => ['trees', 'detail', id] as const,
  /** Every query of a player's planted trees. */
  plantedTrees: (userId: string) => ['planted-trees', userId] as const,
  plantedTreeList: (userId: string) => ['planted-trees', userId, 'list'] as const,
  impact: (userId: string) => ['planted-trees', userId, 'impact'] as const,
  /** Every query of a player's inventories. */
  inventory: (userId: string) => ['inventory', userId] as const,
  seedlings: (userId: string) => ['inventory', userId, 'seedlings'] as const,
  resources: (userId: string) => ['inventory', userId, 'resources'] as const,
  /** Every query of the marketplace catalog (players see what is for sale, admins all). */
  marketplace: () => ['marketplace'] as const,
  marketplaceItems: () => ['marketplace', 'items'] as const,
  marketplaceItem: (itemId: number) => ['marketplace', 'item', itemId] as const,
  /** Every query of a player's wallet (balance and ledger pages). */
  wallet: (userId: string) => ['wallet', userId] as const,
  walletHistory: (userId: string, size: number) => ['wallet', userId, 'history', size] as const,
  /** Every query of a player's daily quests; watering makes "Water your tree" claimable. */
  quests: (userId: string) => ['quests', userId] as const,
  questsToday: (userId: string) => ['quests', userId, 'today'] as const,
  /** Every query of a player's referrals. */
  referrals: (userId: string) => ['referrals', userId] as const,
  referralCode: (userId: string) => ['referrals', userId, 'code'] as const,
  referralCount: (userId: string) => ['referrals', userId, 'count'] as const,
  referredUsers: (userId: string) => ['referrals', userId, 'referred-users'] as const,
};
