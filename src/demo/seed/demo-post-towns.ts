/**
 * Where the demo's store-locator places get their mail and their phone lines (issue 36: a London
 * address carried a Reading postcode, and every place a Göteborg or Reading area code). Each
 * gazetteer place the demo uses (the largest towns around the map's centre) has its post town,
 * the first part of its postcodes and its telephone area; a place missing here is left out of the
 * demo. A London district's post town is London, as on a letter ("Brixton, London SW2").
 */
export type PostTown = {
  /** The town an address names (a London district: London). */
  postTown: string
  /** UK: the postcode's outward code (RG1, SW2); Sweden: its first three digits (411). */
  postcode: string
  /** UK: london, reading (the two areas with numbers reserved for drama) or other; Sweden: the area code. */
  phoneArea: string
}

const uk = (postTown: string, postcode: string): PostTown => ({
  postTown,
  postcode,
  phoneArea: postTown === 'London' ? 'london' : postTown === 'Reading' ? 'reading' : 'other',
})

/** The gazetteer's places around the Thames Valley, by name. */
export const UK_POST_TOWNS: Readonly<Record<string, PostTown>> = {
  London: uk('London', 'WC2H'),
  Brent: uk('London', 'NW10'),
  Islington: uk('London', 'N1'),
  Reading: uk('Reading', 'RG1'),
  Luton: uk('Luton', 'LU1'),
  'City of Westminster': uk('London', 'SW1P'),
  'Milton Keynes': uk('Milton Keynes', 'MK9'),
  Bexley: uk('Bexley', 'DA5'),
  Archway: uk('London', 'N19'),
  Sutton: uk('Sutton', 'SM1'),
  Crawley: uk('Crawley', 'RH10'),
  Croydon: uk('Croydon', 'CR0'),
  Oxford: uk('Oxford', 'OX1'),
  Slough: uk('Slough', 'SL1'),
  'High Wycombe': uk('High Wycombe', 'HP11'),
  Watford: uk('Watford', 'WD17'),
  Dagenham: uk('Dagenham', 'RM10'),
  Basingstoke: uk('Basingstoke', 'RG21'),
  'Enfield Town': uk('Enfield', 'EN2'),
  Woking: uk('Woking', 'GU21'),
  Becontree: uk('Dagenham', 'RM8'),
  Romford: uk('Romford', 'RM1'),
  Harlow: uk('Harlow', 'CM20'),
  Stevenage: uk('Stevenage', 'SG1'),
  Wembley: uk('Wembley', 'HA9'),
  Grays: uk('Grays', 'RM17'),
  'Hemel Hempstead': uk('Hemel Hempstead', 'HP1'),
  'St Albans': uk('St Albans', 'AL1'),
  Beckenham: uk('Beckenham', 'BR3'),
  Bracknell: uk('Bracknell', 'RG12'),
  Battersea: uk('London', 'SW11'),
  Aylesbury: uk('Aylesbury', 'HP20'),
  'Canary Wharf': uk('London', 'E14'),
  Purley: uk('Purley', 'CR8'),
  Guildford: uk('Guildford', 'GU1'),
  Peckham: uk('London', 'SE15'),
  Southall: uk('Southall', 'UB1'),
  'Royal Tunbridge Wells': uk('Tunbridge Wells', 'TN1'),
  Brixton: uk('London', 'SW2'),
  Hounslow: uk('Hounslow', 'TW3'),
}

const se = (postTown: string, postcode: string, phoneArea: string): PostTown => ({ postTown, postcode, phoneArea })

/** The gazetteer's places around Göteborg, by name. */
export const SE_POST_TOWNS: Readonly<Record<string, PostTown>> = {
  Göteborg: se('Göteborg', '411', '031'),
  Jönköping: se('Jönköping', '553', '036'),
  Borås: se('Borås', '503', '033'),
  Halmstad: se('Halmstad', '302', '035'),
  Mölndal: se('Mölndal', '431', '031'),
  Trollhättan: se('Trollhättan', '461', '0520'),
  Skövde: se('Skövde', '541', '0500'),
  Uddevalla: se('Uddevalla', '451', '0522'),
  Varberg: se('Varberg', '432', '0340'),
  Majorna: se('Göteborg', '414', '031'),
  Partille: se('Partille', '433', '031'),
  Lerum: se('Lerum', '443', '0302'),
  Alingsås: se('Alingsås', '441', '0322'),
  Kungälv: se('Kungälv', '442', '0303'),
  Falkenberg: se('Falkenberg', '311', '0346'),
  Vänersborg: se('Vänersborg', '462', '0521'),
  Björlanda: se('Torslanda', '423', '031'),
  Lidköping: se('Lidköping', '531', '0510'),
  Huskvarna: se('Huskvarna', '561', '036'),
  Värnamo: se('Värnamo', '331', '0370'),
  Kungsbacka: se('Kungsbacka', '434', '0300'),
  Nässjö: se('Nässjö', '571', '0380'),
  Mölnlycke: se('Mölnlycke', '435', '031'),
  Falköping: se('Falköping', '521', '0515'),
  Mariestad: se('Mariestad', '542', '0501'),
  'Västra Frölunda': se('Västra Frölunda', '421', '031'),
  Ljungby: se('Ljungby', '341', '0372'),
  Kinna: se('Kinna', '511', '0320'),
  Billdal: se('Billdal', '427', '031'),
  Stenungsund: se('Stenungsund', '444', '0303'),
  Onsala: se('Onsala', '439', '0300'),
  Skara: se('Skara', '532', '0511'),
  Lindome: se('Lindome', '437', '031'),
  Ulricehamn: se('Ulricehamn', '523', '0321'),
  Gislaved: se('Gislaved', '332', '0371'),
  Torslanda: se('Torslanda', '423', '031'),
  Åmål: se('Åmål', '662', '0532'),
  Landvetter: se('Landvetter', '438', '031'),
  Bankeryd: se('Bankeryd', '564', '036'),
  Tibro: se('Tibro', '543', '0504'),
}
