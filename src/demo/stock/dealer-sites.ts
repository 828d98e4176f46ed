import type { Make } from './car-catalogue'
import type { MarketCode } from './markets'

/**
 * The demo group's dealer sites: fictional company names in real cities, with plausible streets,
 * postcodes and coordinates. Each dealer-group site holds franchises for a few makes (a Tesla
 * is never among them: Tesla sells direct); car stores sell used cars of every make.
 */

export type DealerSiteSpec = {
  /** Name after the group name: 'Göteborg Hisingen' → 'Nordbil Göteborg Hisingen'. */
  name: string
  city: string
  region: string
  street: string
  zip: string
  lat: number
  lng: number
  /** Telephone area code (or the start of the number) of the city. */
  phoneArea: string
  makes: Make[]
  /** Relative amount of stock the site carries. */
  size: number
}

export type DealerGroupSpec = {
  sitesIndex: string
  market: MarketCode
  /** Brand the sites are named after. */
  groupName: string
  /** Legal name shown as a department's official name. */
  legalName: string
  /** Company number in the dealer management system (car_companyerpid). */
  companyErpId: string
  sites: DealerSiteSpec[]
}

export const DEALER_GROUPS: readonly DealerGroupSpec[] = [
  {
    sitesIndex: 'sites-se',
    market: 'SE',
    groupName: 'Nordbil',
    legalName: 'Nordbil Väst AB',
    companyErpId: '110',
    sites: [
      { name: 'Göteborg Hisingen', city: 'Göteborg', region: 'Västra Götaland', street: 'Lundbyleden 12', zip: '417 05', lat: 57.7236, lng: 11.9352, phoneArea: '031', makes: ['Volvo', 'Polestar'], size: 16 },
      { name: 'Göteborg Mölndal', city: 'Mölndal', region: 'Västra Götaland', street: 'Kråketorpsgatan 20', zip: '431 53', lat: 57.6431, lng: 12.0131, phoneArea: '031', makes: ['Volkswagen', 'Audi', 'Škoda', 'Cupra'], size: 14 },
      { name: 'Kungälv', city: 'Kungälv', region: 'Västra Götaland', street: 'Kongahällavägen 5', zip: '442 31', lat: 57.8669, lng: 11.9932, phoneArea: '0303', makes: ['Volvo', 'Renault', 'Dacia'], size: 7 },
      { name: 'Borås', city: 'Borås', region: 'Västra Götaland', street: 'Göteborgsvägen 98', zip: '504 60', lat: 57.7168, lng: 12.9054, phoneArea: '033', makes: ['Toyota', 'Kia'], size: 10 },
      { name: 'Trollhättan', city: 'Trollhättan', region: 'Västra Götaland', street: 'Kardanvägen 33', zip: '461 38', lat: 58.2915, lng: 12.2779, phoneArea: '0520', makes: ['Volvo', 'Ford'], size: 8 },
      { name: 'Uddevalla', city: 'Uddevalla', region: 'Västra Götaland', street: 'Äsperödsvägen 7', zip: '451 75', lat: 58.3624, lng: 11.9069, phoneArea: '0522', makes: ['Volkswagen', 'Škoda'], size: 7 },
      { name: 'Halmstad', city: 'Halmstad', region: 'Halland', street: 'Kristinebergsvägen 4', zip: '302 41', lat: 56.6841, lng: 12.8870, phoneArea: '035', makes: ['BMW', 'Mini'], size: 8 },
      { name: 'Varberg', city: 'Varberg', region: 'Halland', street: 'Österleden 21', zip: '432 32', lat: 57.1180, lng: 12.2674, phoneArea: '0340', makes: ['Kia', 'Nissan', 'Hyundai'], size: 6 },
    ],
  },
  {
    sitesIndex: 'sites-se',
    market: 'SE',
    groupName: 'Olivia Fordonsimport',
    legalName: 'Olivia Fordonsimport AB',
    companyErpId: '140',
    sites: [
      { name: 'Malmö', city: 'Malmö', region: 'Skåne', street: 'Stenyxegatan 14', zip: '213 76', lat: 55.5694, lng: 13.0493, phoneArea: '040', makes: ['Mercedes-Benz', 'Land Rover', 'Porsche'], size: 9 },
    ],
  },
  {
    sitesIndex: 'sites-no',
    market: 'NO',
    groupName: 'Fjordbil',
    legalName: 'Fjordbil AS',
    companyErpId: '210',
    sites: [
      { name: 'Bergen Åsane', city: 'Bergen', region: 'Vestland', street: 'Åsane senter 48', zip: '5116', lat: 60.4651, lng: 5.3238, phoneArea: '55', makes: ['Volkswagen', 'Audi', 'Škoda'], size: 12 },
      { name: 'Bergen Minde', city: 'Bergen', region: 'Vestland', street: 'Kanalveien 57', zip: '5068', lat: 60.3663, lng: 5.3427, phoneArea: '55', makes: ['Toyota'], size: 9 },
      { name: 'Stavanger Forus', city: 'Stavanger', region: 'Rogaland', street: 'Forusbeen 35', zip: '4033', lat: 58.8965, lng: 5.7286, phoneArea: '51', makes: ['Volvo', 'Polestar'], size: 10 },
      { name: 'Haugesund', city: 'Haugesund', region: 'Rogaland', street: 'Karmsundgata 201', zip: '5528', lat: 59.3971, lng: 5.2893, phoneArea: '52', makes: ['Kia', 'Hyundai'], size: 6 },
      { name: 'Førde', city: 'Førde', region: 'Vestland', street: 'Hafstadvegen 40', zip: '6800', lat: 61.4511, lng: 5.8562, phoneArea: '57', makes: ['Ford', 'Nissan'], size: 4 },
    ],
  },
  {
    sitesIndex: 'sites-uk',
    market: 'GB',
    groupName: 'Thames Motor Group',
    legalName: 'Thames Motor Group Ltd',
    companyErpId: '310',
    sites: [
      { name: 'Croydon', city: 'Croydon', region: 'Greater London', street: '112 Purley Way', zip: 'CR0 4XJ', lat: 51.3735, lng: -0.1156, phoneArea: 'london', makes: ['BMW', 'Mini'], size: 11 },
      { name: 'Kingston', city: 'Kingston upon Thames', region: 'Greater London', street: '24 Kingston Road', zip: 'KT1 2SB', lat: 51.4086, lng: -0.2880, phoneArea: 'london', makes: ['Volkswagen'], size: 9 },
      { name: 'Reading', city: 'Reading', region: 'Berkshire', street: '5 Basingstoke Road', zip: 'RG2 0HB', lat: 51.4398, lng: -0.9734, phoneArea: 'reading', makes: ['Ford'], size: 10 },
      { name: 'Slough', city: 'Slough', region: 'Berkshire', street: '180 Bath Road', zip: 'SL1 4DX', lat: 51.5140, lng: -0.6156, phoneArea: 'other', makes: ['Kia', 'Hyundai'], size: 7 },
      { name: 'Guildford', city: 'Guildford', region: 'Surrey', street: '2 Woodbridge Meadows', zip: 'GU1 1BJ', lat: 51.2448, lng: -0.5790, phoneArea: 'other', makes: ['Land Rover', 'Porsche'], size: 6 },
      { name: 'Maidenhead', city: 'Maidenhead', region: 'Berkshire', street: '41 Cordwallis Street', zip: 'SL6 7BE', lat: 51.5256, lng: -0.7262, phoneArea: 'other', makes: ['Toyota', 'Škoda'], size: 7 },
    ],
  },
  {
    sitesIndex: 'carstore-sites-se',
    market: 'SE',
    groupName: 'Kilometra',
    legalName: 'Kilometra Sverige AB',
    companyErpId: '510',
    sites: [
      { name: 'Stockholm Barkarby', city: 'Järfälla', region: 'Stockholm', street: 'Enköpingsvägen 150', zip: '177 38', lat: 59.4158, lng: 17.8657, phoneArea: '08', makes: [], size: 14 },
      { name: 'Göteborg Bäckebol', city: 'Göteborg', region: 'Västra Götaland', street: 'Transportgatan 27', zip: '422 46', lat: 57.7729, lng: 11.9892, phoneArea: '031', makes: [], size: 11 },
      { name: 'Malmö Svågertorp', city: 'Malmö', region: 'Skåne', street: 'Nornegatan 10', zip: '215 86', lat: 55.5513, lng: 13.0034, phoneArea: '040', makes: [], size: 9 },
      { name: 'Uppsala', city: 'Uppsala', region: 'Uppsala', street: 'Bolandsgatan 8', zip: '753 23', lat: 59.8534, lng: 17.6806, phoneArea: '018', makes: [], size: 6 },
    ],
  },
  {
    sitesIndex: 'carstore-sites-no',
    market: 'NO',
    groupName: 'Kilometra',
    legalName: 'Kilometra Norge AS',
    companyErpId: '520',
    sites: [
      { name: 'Oslo Alnabru', city: 'Oslo', region: 'Oslo', street: 'Strømsveien 266', zip: '0668', lat: 59.9275, lng: 10.8420, phoneArea: '22', makes: [], size: 12 },
      { name: 'Drammen', city: 'Drammen', region: 'Buskerud', street: 'Kobbervikdalen 66', zip: '3036', lat: 59.7337, lng: 10.2372, phoneArea: '32', makes: [], size: 7 },
      { name: 'Trondheim Tiller', city: 'Trondheim', region: 'Trøndelag', street: 'Østre Rosten 102', zip: '7075', lat: 63.3597, lng: 10.3784, phoneArea: '73', makes: [], size: 7 },
    ],
  },
  {
    sitesIndex: 'carstore-sites-fi',
    market: 'FI',
    groupName: 'Kilometra',
    legalName: 'Kilometra Oy',
    companyErpId: '530',
    sites: [
      { name: 'Helsinki Konala', city: 'Helsinki', region: 'Uusimaa', street: 'Ristipellontie 14', zip: '00390', lat: 60.2417, lng: 24.8466, phoneArea: '09', makes: [], size: 12 },
      { name: 'Vantaa', city: 'Vantaa', region: 'Uusimaa', street: 'Porttikaari 3', zip: '01200', lat: 60.2870, lng: 25.0940, phoneArea: '09', makes: [], size: 8 },
      { name: 'Tampere', city: 'Tampere', region: 'Pirkanmaa', street: 'Lahdesjärvenkatu 5', zip: '33880', lat: 61.4618, lng: 23.8060, phoneArea: '03', makes: [], size: 7 },
      { name: 'Turku', city: 'Turku', region: 'Varsinais-Suomi', street: 'Itäinen Pitkäkatu 66', zip: '20810', lat: 60.4614, lng: 22.2983, phoneArea: '02', makes: [], size: 6 },
    ],
  },
  {
    sitesIndex: 'carstore-sites-sk',
    market: 'SK',
    groupName: 'Kilometra',
    legalName: 'Kilometra Slovensko s.r.o.',
    companyErpId: '540',
    sites: [
      { name: 'Bratislava Ružinov', city: 'Bratislava', region: 'Bratislavský kraj', street: 'Galvaniho 15', zip: '821 04', lat: 48.1688, lng: 17.1868, phoneArea: '02', makes: [], size: 12 },
      { name: 'Trnava', city: 'Trnava', region: 'Trnavský kraj', street: 'Bratislavská 88', zip: '917 01', lat: 48.3614, lng: 17.5700, phoneArea: '033', makes: [], size: 6 },
      { name: 'Žilina', city: 'Žilina', region: 'Žilinský kraj', street: 'Kamenná 17', zip: '010 01', lat: 49.2080, lng: 18.7590, phoneArea: '041', makes: [], size: 6 },
      { name: 'Košice', city: 'Košice', region: 'Košický kraj', street: 'Moldavská cesta 32', zip: '040 11', lat: 48.7035, lng: 21.2422, phoneArea: '055', makes: [], size: 7 },
    ],
  },
]
