/**
 * Dutch, German and French shoppers' words for the shop's categories and colours, each with the
 * English words the search index holds (docs/decisions.md rule 79): "tas", "tassen", "Tasche",
 * "Taschen", "sac" and "sacs" find bags. Written as search-terms.ts normalises them: lower case,
 * without accents, several words where a phrase ("sac a main"). A search reads them as the English
 * (expandSearchText, as it reads "bum bag" as "belt bag"); the lexicon (search-vocabulary.ts) knows
 * the one-word ones, so a typo in one is corrected as in an English word ("taschn" -> bag).
 *
 * Words that mean something else in English are left out, so an English search never changes
 * meaning: French "or" (gold) and "rose" (pink), German "bast" (raffia).
 */
// prettier-ignore
export const SEARCH_WORDS_BY_LANGUAGE: Readonly<Record<'nl' | 'de' | 'fr', Readonly<Record<string, string>>>> = {
  nl: {
    tas: 'bag', tassen: 'bag', tasje: 'bag', tasjes: 'bag', handtas: 'handbag', handtassen: 'handbag',
    schoudertas: 'shoulder bag', schoudertassen: 'shoulder bag', rugzak: 'backpack', rugzakken: 'backpack',
    heuptas: 'belt bag', heuptassen: 'belt bag', aktetas: 'briefcase', aktetassen: 'briefcase', reistas: 'travel bag',
    reistassen: 'travel bag', toilettas: 'beauty case', shopper: 'tote', accessoire: 'accessory', accessoires: 'accessory',
    riem: 'belt', riemen: 'belt', portemonnee: 'wallet', portemonnees: 'wallet', pashouder: 'card holder',
    sjaal: 'scarf', sjaals: 'scarf', zonnebril: 'sunglasses', zonnebrillen: 'sunglasses', bril: 'glasses', brillen: 'glasses',
    horloge: 'watch', horloges: 'watch', ketting: 'necklace', kettingen: 'necklace', armband: 'bracelet',
    armbanden: 'bracelet', oorbellen: 'earrings', handschoenen: 'gloves', hoed: 'hat', hoeden: 'hat', paraplu: 'umbrella',
    sleutelhanger: 'key chain', stropdas: 'tie', sokken: 'socks', kaars: 'candle',
    zwart: 'black', zwarte: 'black', wit: 'white', witte: 'white', blauw: 'blue', blauwe: 'blue', bruin: 'brown',
    bruine: 'brown', zilver: 'silver', zilveren: 'silver', groen: 'green', groene: 'green', grijs: 'grey',
    grijze: 'grey', roze: 'pink', goud: 'gold', gouden: 'gold', rood: 'red', rode: 'red', oranje: 'orange',
    paars: 'purple', paarse: 'purple', geel: 'yellow', gele: 'yellow', brons: 'bronze', meerkleurig: 'multicolor',
    leer: 'leather', leren: 'leather', suede: 'suede', heren: 'man', dames: 'woman',
  },
  de: {
    tasche: 'bag', taschen: 'bag', handtasche: 'handbag', handtaschen: 'handbag', schultertasche: 'shoulder bag',
    schultertaschen: 'shoulder bag', rucksack: 'backpack', rucksacke: 'backpack', gurteltasche: 'belt bag',
    aktentasche: 'briefcase', reisetasche: 'travel bag', kosmetiktasche: 'beauty case', accessoires: 'accessory',
    gurtel: 'belt', portemonnaie: 'wallet', geldborse: 'wallet', kartenetui: 'card holder', schal: 'scarf',
    schals: 'scarf', sonnenbrille: 'sunglasses', sonnenbrillen: 'sunglasses', brille: 'glasses', brillen: 'glasses',
    uhr: 'watch', uhren: 'watch', halskette: 'necklace', kette: 'necklace', armband: 'bracelet', ohrringe: 'earrings',
    handschuhe: 'gloves', hut: 'hat', regenschirm: 'umbrella', schlusselanhanger: 'key chain', krawatte: 'tie',
    socken: 'socks', kerze: 'candle',
    schwarz: 'black', schwarze: 'black', weiss: 'white', weisse: 'white', blau: 'blue', blaue: 'blue',
    braun: 'brown', braune: 'brown', silber: 'silver', grun: 'green', grune: 'green', grau: 'grey', graue: 'grey',
    rosa: 'pink', rot: 'red', rote: 'red', lila: 'purple', gelb: 'yellow', gelbe: 'yellow', mehrfarbig: 'multicolor',
    leder: 'leather', herren: 'man', damen: 'woman',
  },
  fr: {
    sac: 'bag', sacs: 'bag', 'sac a main': 'handbag', 'sacs a main': 'handbag', 'sac a dos': 'backpack',
    'sacs a dos': 'backpack', 'sac de voyage': 'travel bag', 'lunettes de soleil': 'sunglasses', 'porte cartes': 'card holder',
    'porte cles': 'key chain', 'porte documents': 'briefcase', sacoche: 'messenger bag', pochette: 'clutch', pochettes: 'clutch', cabas: 'tote',
    'sac banane': 'belt bag', accessoire: 'accessory', accessoires: 'accessory', ceinture: 'belt', ceintures: 'belt',
    portefeuille: 'wallet', portefeuilles: 'wallet', echarpe: 'scarf', echarpes: 'scarf', foulards: 'foulard',
    lunettes: 'glasses', montre: 'watch', montres: 'watch', collier: 'necklace', colliers: 'necklace',
    'boucles doreilles': 'earrings', gants: 'gloves', chapeau: 'hat', chapeaux: 'hat', parapluie: 'umbrella', cravate: 'tie',
    chaussettes: 'socks', bougie: 'candle', bague: 'ring', bagues: 'ring',
    noir: 'black', noire: 'black', noirs: 'black', blanc: 'white', blanche: 'white', bleu: 'blue', bleue: 'blue',
    marron: 'brown', argent: 'silver', argente: 'silver', vert: 'green', verte: 'green', gris: 'grey', grise: 'grey',
    rouge: 'red', rouges: 'red', violet: 'purple', jaune: 'yellow', multicolore: 'multicolor', bordeaux: 'burgundy',
    cuir: 'leather', daim: 'suede', toile: 'canvas', homme: 'man', hommes: 'man', femme: 'woman', femmes: 'woman',
  },
};

/** Every language's words and phrases with their English, one table: a word two languages share means the same in both. */
export const FOREIGN_SEARCH_PHRASES: ReadonlyMap<string, string> = new Map(
  Object.values(SEARCH_WORDS_BY_LANGUAGE).flatMap((words) => Object.entries(words)),
);
