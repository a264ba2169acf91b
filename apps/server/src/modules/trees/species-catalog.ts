import type { Rarity } from '@punla/contract';

export interface SeedSpecies {
  name: string;
  scientificName: string;
  description: string;
  rarity: Rarity;
  native: boolean;
  /** A rough figure for a mature tree, used only for the player's impact estimate. */
  co2KgPerYear: number;
}

/** Real Philippine species with short factual descriptions; seeded on first start. */
export const seedSpeciesCatalog: SeedSpecies[] = [
  {
    name: 'Narra',
    scientificName: 'Pterocarpus indicus',
    description:
      'The national tree of the Philippines. A large, spreading tree with fragrant yellow flowers and prized reddish hardwood; its round, winged pods drift on the wind.',
    rarity: 'common',
    native: true,
    co2KgPerYear: 28,
  },
  {
    name: 'Banaba',
    scientificName: 'Lagerstroemia speciosa',
    description:
      'A medium-sized tree famous for its clusters of purple to pink flowers. Its leaves are brewed into a traditional tea.',
    rarity: 'common',
    native: true,
    co2KgPerYear: 18,
  },
  {
    name: 'Bitaog',
    scientificName: 'Calophyllum inophyllum',
    description:
      'A salt-tolerant coastal tree with glossy leaves and white, fragrant flowers. Oil pressed from its seeds is known as tamanu oil.',
    rarity: 'common',
    native: true,
    co2KgPerYear: 20,
  },
  {
    name: 'Bakawan',
    scientificName: 'Rhizophora mucronata',
    description:
      'A mangrove that stands on arching stilt roots in tidal mud. Mangrove forests shelter coasts from storm surges and nurse young fish.',
    rarity: 'common',
    native: true,
    co2KgPerYear: 24,
  },
  {
    name: 'Kamagong',
    scientificName: 'Diospyros blancoi',
    description:
      'Also called mabolo or velvet apple, for its fuzzy reddish fruit. Its nearly black heartwood is one of the hardest woods of the islands.',
    rarity: 'uncommon',
    native: true,
    co2KgPerYear: 16,
  },
  {
    name: 'Molave',
    scientificName: 'Vitex parviflora',
    description:
      'A slow-growing hardwood of dry lowland forests whose wood resists rot and termites; old churches and houses were built with it.',
    rarity: 'uncommon',
    native: true,
    co2KgPerYear: 19,
  },
  {
    name: 'Ipil',
    scientificName: 'Intsia bijuga',
    description:
      'A coastal and lowland hardwood with dark, durable timber, once widely logged and now threatened. Not to be confused with ipil-ipil.',
    rarity: 'uncommon',
    native: true,
    co2KgPerYear: 22,
  },
  {
    name: 'Dao',
    scientificName: 'Dracontomelon dao',
    description:
      'A towering tree of lowland forests with broad buttress roots. It can grow over 40 metres tall and bears small sour fruits.',
    rarity: 'uncommon',
    native: true,
    co2KgPerYear: 30,
  },
  {
    name: 'Yakal',
    scientificName: 'Shorea astylosa',
    description:
      'A dipterocarp found only in the Philippines, with very heavy, strong wood. Logging made it critically endangered.',
    rarity: 'rare',
    native: true,
    co2KgPerYear: 32,
  },
  {
    name: 'Apitong',
    scientificName: 'Dipterocarpus grandiflorus',
    description:
      'A tall dipterocarp with large two-winged fruits that spin as they fall. Its resin was used for torches and caulking boats.',
    rarity: 'rare',
    native: true,
    co2KgPerYear: 34,
  },
  {
    name: 'Almaciga',
    scientificName: 'Agathis philippinensis',
    description:
      'A conifer of mountain forests whose resin, Manila copal, is tapped by indigenous communities and used in varnishes.',
    rarity: 'rare',
    native: true,
    co2KgPerYear: 30,
  },
];

/** The species of the starter kit (docs/game-rules.md). */
export const STARTER_SPECIES_SCIENTIFIC_NAME = 'Pterocarpus indicus';
