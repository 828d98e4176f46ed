import type { MarketCode } from './markets'
import type { Rng } from './prng'

/**
 * Staff of the demo dealers: common first and last names of each country (so nobody in
 * particular), job titles per department group, and telephone numbers in the national format.
 */

export type Person = { firstName: string; lastName: string }

type NameBook = { female: string[]; male: string[]; last: string[]; /** Slovak surnames take -ová for women. */ femaleLast?: string[] }

const NAMES: Record<MarketCode, NameBook> = {
  SE: {
    female: ['Anna', 'Karin', 'Maria', 'Sara', 'Emma', 'Elin', 'Linnea', 'Sofia', 'Ida', 'Malin', 'Johanna', 'Frida', 'Åsa'],
    male: ['Erik', 'Lars', 'Johan', 'Anders', 'Mikael', 'Fredrik', 'Jonas', 'Oscar', 'Per', 'Henrik', 'Magnus', 'Björn', 'Måns'],
    last: [
      'Andersson',
      'Johansson',
      'Karlsson',
      'Nilsson',
      'Eriksson',
      'Larsson',
      'Olsson',
      'Persson',
      'Svensson',
      'Gustafsson',
      'Pettersson',
      'Jonsson',
      'Lindberg',
      'Lindqvist',
      'Holm',
      'Åberg',
      'Sjöberg',
      'Ström',
    ],
  },
  NO: {
    female: ['Kari', 'Ingrid', 'Nora', 'Silje', 'Marte', 'Ida', 'Ingeborg', 'Hanne', 'Tone', 'Ragnhild', 'Solveig'],
    male: ['Ole', 'Lars', 'Magnus', 'Jonas', 'Anders', 'Håkon', 'Sindre', 'Eirik', 'Bjørn', 'Geir', 'Øyvind', 'Tore'],
    last: [
      'Hansen',
      'Johansen',
      'Olsen',
      'Larsen',
      'Andersen',
      'Pedersen',
      'Nilsen',
      'Kristiansen',
      'Jensen',
      'Berg',
      'Haugen',
      'Hagen',
      'Solberg',
      'Bakke',
      'Dahl',
      'Halvorsen',
      'Lie',
      'Sæther',
      'Løken',
    ],
  },
  GB: {
    female: ['Emily', 'Sophie', 'Charlotte', 'Hannah', 'Jessica', 'Lucy', 'Amelia', 'Priya', 'Chloe', 'Grace', 'Olivia'],
    male: ['James', 'Oliver', 'Thomas', 'Daniel', 'Matthew', 'George', 'Harry', 'Mohammed', 'Jack', 'William', 'Samuel', 'Ryan'],
    last: [
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Johnson',
      'Davies',
      'Patel',
      'Robinson',
      'Wright',
      'Thompson',
      'Evans',
      'Walker',
      'White',
      'Roberts',
      'Green',
      'Hall',
      'Khan',
      "O'Connor",
    ],
  },
  FI: {
    female: ['Anna', 'Laura', 'Sanna', 'Emilia', 'Aino', 'Riikka', 'Johanna', 'Eveliina', 'Minna', 'Päivi', 'Heidi'],
    male: ['Mikko', 'Juha', 'Timo', 'Jussi', 'Antti', 'Ville', 'Matti', 'Petri', 'Janne', 'Jari', 'Sami', 'Tuomas'],
    last: [
      'Korhonen',
      'Virtanen',
      'Mäkinen',
      'Nieminen',
      'Mäkelä',
      'Hämäläinen',
      'Laine',
      'Heikkinen',
      'Koskinen',
      'Järvinen',
      'Lehtonen',
      'Lehtinen',
      'Saarinen',
      'Salminen',
      'Heinonen',
      'Niemi',
    ],
  },
  SK: {
    female: ['Jana', 'Katarína', 'Lucia', 'Zuzana', 'Mária', 'Veronika', 'Simona', 'Andrea', 'Monika', 'Ivana'],
    male: ['Peter', 'Martin', 'Tomáš', 'Michal', 'Jozef', 'Marek', 'Lukáš', 'Ján', 'Juraj', 'Miroslav', 'Ľubomír'],
    last: ['Horváth', 'Kováč', 'Varga', 'Tóth', 'Nagy', 'Baláž', 'Szabó', 'Molnár', 'Lukáč', 'Kollár', 'Novák', 'Švec'],
    femaleLast: [
      'Horváthová',
      'Kováčová',
      'Vargová',
      'Tóthová',
      'Nagyová',
      'Balážová',
      'Szabóová',
      'Molnárová',
      'Lukáčová',
      'Kollárová',
      'Nováková',
      'Švecová',
    ],
  },
}

export function randomPerson(market: MarketCode, rng: Rng): Person {
  const book = NAMES[market]
  const female = rng.chance(0.4)
  const firstName = rng.pick(female ? book.female : book.male)
  const lastName = female && book.femaleLast ? rng.pick(book.femaleLast) : rng.pick(book.last)
  return { firstName, lastName }
}

const digits = (rng: Rng, count: number): string => {
  let out = ''
  for (let i = 0; i < count; i++) out += String(rng.int(0, 9))
  return out
}

/**
 * A landline at the site's area code, or a mobile number. UK numbers come from Ofcom's ranges
 * reserved for drama (020 7946 0xxx, 0118 496 0xxx, 01632 960xxx, 07700 900xxx), so they ring
 * nobody.
 */
export function phoneNumber(market: MarketCode, area: string, rng: Rng, mobile = false): string {
  switch (market) {
    case 'SE': {
      if (mobile) return `07${rng.pick(['0', '2', '3', '6'])}-${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`
      // Stockholm and Göteborg have eight-digit numbers after a short code; elsewhere six.
      return area.length <= 3
        ? `${area}-${rng.int(2, 7)}${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`
        : `${area}-${rng.int(1, 9)}${digits(rng, 1)} ${digits(rng, 2)} ${digits(rng, 2)}`
    }
    case 'NO':
      return mobile
        ? `${rng.pick(['4', '9'])}${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 3)}`
        : `${area} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`
    case 'GB':
      if (mobile) return `07700 900${digits(rng, 3)}`
      if (area === 'london') return `020 7946 0${digits(rng, 3)}`
      if (area === 'reading') return `0118 496 0${digits(rng, 3)}`
      return `01632 960${digits(rng, 3)}`
    case 'FI':
      return mobile ? `04${rng.pick(['0', '4', '5'])} ${digits(rng, 3)} ${digits(rng, 4)}` : `${area} ${rng.int(2, 8)}${digits(rng, 2)} ${digits(rng, 4)}`
    case 'SK':
      return mobile
        ? `09${rng.pick(['05', '10', '15', '44'])} ${digits(rng, 3)} ${digits(rng, 3)}`
        : area === '02'
          ? `02 ${rng.int(2, 6)}${digits(rng, 3)} ${digits(rng, 4)}`
          : `${area} ${rng.int(2, 7)}${digits(rng, 2)} ${digits(rng, 4)}`
  }
}
