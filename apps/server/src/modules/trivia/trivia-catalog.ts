/**
 * DENR-style trivia seeded on first start: true facts about Philippine forests, species and
 * environmental laws. Items with a `card` are also drawn as a picture (image trivia).
 */
export interface SeedTrivia {
  content: string;
  /** Drawn as an image card: a title and the tree to show on it. */
  card?: { title: string; scientificName: string };
}

export const seedTriviaCatalog: SeedTrivia[] = [
  {
    content:
      'The Narra (Pterocarpus indicus) was declared the national tree of the Philippines by Proclamation No. 652 in 1934.',
    card: { title: 'Our national tree', scientificName: 'Pterocarpus indicus' },
  },
  {
    content:
      'The National Greening Program was launched in 2011 through Executive Order No. 26, aiming to plant 1.5 billion trees on 1.5 million hectares by 2016.',
  },
  {
    content:
      'Executive Order No. 193 of 2015 expanded the National Greening Program to cover the remaining unproductive, denuded and degraded forestlands until 2028.',
  },
  {
    content:
      'The Department of Environment and Natural Resources (DENR) was reorganized under its present name by Executive Order No. 192 in 1987.',
  },
  {
    content: 'Presidential Decree No. 705 of 1975 is the Revised Forestry Code of the Philippines.',
  },
  {
    content:
      'Republic Act No. 10176, the Arbor Day Act of 2012, revived the yearly celebration of Arbor Day in the Philippines every June 25.',
  },
  {
    content:
      "Republic Act No. 7586 of 1992 created the National Integrated Protected Areas System (NIPAS) to protect the country's biodiversity.",
  },
  {
    content:
      'Republic Act No. 11038, the Expanded NIPAS Act of 2018, declared 94 more protected areas in the Philippines.',
  },
  {
    content:
      'Republic Act No. 9175, the Chainsaw Act of 2002, requires every chainsaw in the Philippines to be registered.',
  },
  {
    content:
      'Republic Act No. 9147 of 2001 is the Wildlife Resources Conservation and Protection Act.',
  },
  { content: 'Republic Act No. 8749, the Philippine Clean Air Act, was signed in 1999.' },
  {
    content:
      'Republic Act No. 9003, the Ecological Solid Waste Management Act of 2000, requires waste to be segregated at the source.',
  },
  { content: 'Republic Act No. 9275, the Philippine Clean Water Act, was signed in 2004.' },
  {
    content:
      'The Philippine Eagle was declared the national bird of the Philippines in 1995 by Proclamation No. 615.',
  },
  {
    content:
      'Mangroves such as the Bakawan (Rhizophora) stand on stilt roots in tidal mud. Mangrove forests break storm surges and shelter young fish.',
    card: { title: 'Mangroves guard our coasts', scientificName: 'Rhizophora mucronata' },
  },
  {
    content:
      'The lowland rainforests of the Philippines are dominated by dipterocarps, tall trees whose fruits have wings that make them spin as they fall.',
  },
  {
    content:
      'The Yakal (Shorea astylosa) is found only in the Philippines. Heavy logging made it critically endangered.',
    card: { title: 'Found only here', scientificName: 'Shorea astylosa' },
  },
  {
    content:
      'The Almaciga (Agathis philippinensis) is a conifer whose resin, Manila copal, is tapped by indigenous communities.',
    card: { title: 'Almaciga and Manila copal', scientificName: 'Agathis philippinensis' },
  },
  {
    content:
      'The fuzzy red fruit of the Kamagong (Diospyros blancoi) is called mabolo or velvet apple.',
  },
  {
    content:
      'The Ipil (Intsia bijuga) is a native hardwood. It is a different tree from ipil-ipil (Leucaena leucocephala), which was brought to the Philippines.',
  },
  {
    content:
      'The big-leaf mahogany (Swietenia macrophylla), planted widely in the Philippines, is not native: it comes from tropical America.',
  },
  {
    content: 'Bamboo, used for houses and crafts all over the Philippines, is a grass, not a tree.',
  },
  {
    content:
      'Mount Apo in Mindanao is the highest mountain of the Philippines, at about 2,954 metres.',
  },
  {
    content:
      'Mount Hamiguitan in Davao Oriental, a UNESCO World Heritage Site since 2014, is known for its pygmy forest of century-old bonsai-like trees.',
  },
  {
    content:
      'The Puerto Princesa Subterranean River National Park in Palawan became a UNESCO World Heritage Site in 1999.',
  },
  {
    content:
      'Tubbataha Reefs Natural Park in the Sulu Sea became a UNESCO World Heritage Site in 1993.',
  },
  {
    content:
      "The Philippines is one of the world's megadiverse countries, home to a large share of the Earth's plant and animal species.",
  },
  { content: 'The tamaraw, a small wild buffalo, lives only on the island of Mindoro.' },
  {
    content:
      'Banaba (Lagerstroemia speciosa) is known for its purple flowers; its leaves are brewed into a traditional tea.',
    card: { title: 'The purple-flowered Banaba', scientificName: 'Lagerstroemia speciosa' },
  },
  {
    content:
      'Trees cool a city twice: their shade blocks the sun, and the water they give off through their leaves cools the air.',
  },
  {
    content:
      "A tree's roots hold the soil on slopes, which helps prevent landslides during heavy rains.",
  },
  {
    content:
      'Presidential Decree No. 1586 of 1978 established the Philippine Environmental Impact Statement System.',
  },
];
