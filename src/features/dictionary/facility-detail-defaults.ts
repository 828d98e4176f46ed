/**
 * Built-in texts of the facility detail page (spec 03 §2.1; features/dealers/detail). Part of
 * DICTIONARY_DEFAULTS, in a module of its own so the page's texts stay together. `{…}`
 * placeholders are filled by the page. `default` is Swedish.
 */
export const FACILITY_DETAIL_DEFAULTS = {
  /** spec 03 §2.1 "Page head: title from a title template": {name} the dealer, {site} the site. */
  facilityDetailTitle: { default: '{name} | {site}' },
  facilityDetailDescription: {
    default: '{name}, {address}. Öppettider, avdelningar, medarbetare och senast inkomna bilar.',
    nb: '{name}, {address}. Åpningstider, avdelinger, ansatte og sist ankomne biler.',
    fi: '{name}, {address}. Aukioloajat, osastot, henkilökunta ja uusimmat autot.',
    sk: '{name}, {address}. Otváracie hodiny, oddelenia, zamestnanci a najnovšie vozidlá.',
    en: '{name}, {address}. Opening hours, departments, staff and latest arrivals.',
  },
  facilityBack: { default: 'Tillbaka', nb: 'Tilbake', fi: 'Takaisin', sk: 'Späť', en: 'Back' },
  facilityAddress: { default: 'Adress', nb: 'Adresse', fi: 'Osoite', sk: 'Adresa', en: 'Address' },
  facilityAddressLink: {
    default: '{address} (öppnas i kartan)',
    nb: '{address} (åpnes i kartet)',
    fi: '{address} (avautuu karttaan)',
    sk: '{address} (otvorí sa v mape)',
    en: '{address} (opens in maps)',
  },
  facilityPhone: { default: 'Telefon', nb: 'Telefon', fi: 'Puhelin', sk: 'Telefón', en: 'Phone' },
  facilityEmail: { default: 'E-post', nb: 'E-post', fi: 'Sähköposti', sk: 'E-mail', en: 'Email' },
  facilityMapLabel: {
    default: 'Karta: {name}, {address}',
    nb: 'Kart: {name}, {address}',
    fi: 'Kartta: {name}, {address}',
    sk: 'Mapa: {name}, {address}',
    en: 'Map: {name}, {address}',
  },
  facilityDepartments: { default: 'Avdelningar', nb: 'Avdelinger', fi: 'Osastot', sk: 'Oddelenia', en: 'Departments' },
  facilityOpeningHours: { default: 'Öppettider', nb: 'Åpningstider', fi: 'Aukioloajat', sk: 'Otváracie hodiny', en: 'Opening hours' },
  facilityClosed: { default: 'Stängt', nb: 'Stengt', fi: 'Suljettu', sk: 'Zatvorené', en: 'Closed' },
  facilityDeviationDays: {
    default: 'Avvikande öppettider',
    nb: 'Avvikende åpningstider',
    fi: 'Poikkeavat aukioloajat',
    sk: 'Zmenené otváracie hodiny',
    en: 'Special opening hours',
  },
  /** A current vacation's period under its title: {start} and {end} are dates. */
  facilityVacationPeriod: { default: '{start} – {end}', nb: '{start} – {end}', fi: '{start} – {end}', sk: '{start} – {end}', en: '{start} to {end}' },
  facilityBrands: { default: 'Märken', nb: 'Merker', fi: 'Merkit', sk: 'Značky', en: 'Brands' },
  facilityShowEmployees: { default: 'Visa medarbetare', nb: 'Vis ansatte', fi: 'Näytä henkilökunta', sk: 'Zobraziť zamestnancov', en: 'Show employees' },
  facilityHideEmployees: { default: 'Dölj medarbetare', nb: 'Skjul ansatte', fi: 'Piilota henkilökunta', sk: 'Skryť zamestnancov', en: 'Hide employees' },
  facilityLatestCars: { default: 'Senast inkomna bilar', nb: 'Sist ankomne biler', fi: 'Uusimmat autot', sk: 'Najnovšie vozidlá', en: 'Latest arrivals' },
  /** spec 03 §2.1 "a button to the car list filtered by city and site name". */
  facilityAllCars: {
    default: 'Visa alla bilar hos {name}',
    nb: 'Se alle biler hos {name}',
    fi: 'Katso kaikki autot: {name}',
    sk: 'Zobraziť všetky vozidlá: {name}',
    en: 'See all cars at {name}',
  },
  /** spec 03 §2.1 Swedish-site extra on the workshop department (the spec's Swedish text). */
  facilityServiceBooking: {
    default: 'Boka service & verkstad',
    nb: 'Bestill service og verksted',
    fi: 'Varaa huolto ja korjaus',
    sk: 'Objednať servis',
    en: 'Book service & workshop',
  },
  /** spec 03 §2.1 Swedish-site extra on the new-cars department. */
  facilityCarsInStock: { default: 'Bilar i lager', nb: 'Biler på lager', fi: 'Varastoautot', sk: 'Vozidlá na sklade', en: 'Cars in stock' },
  /** A department's contact line: {lead} is the lead name of its group (spec 03 §2.1). */
  facilityDepartmentContact: {
    default: 'Kontakt – {lead}',
    nb: 'Kontakt – {lead}',
    fi: 'Yhteystiedot – {lead}',
    sk: 'Kontakt – {lead}',
    en: 'Contact – {lead}',
  },
  // spec 03 §2.1 "Department group to lead name: New cars = car sales, Parts = spare parts, Workshop = service, Body work = damage repair".
  facilityLeadCarSales: { default: 'Bilförsäljning', nb: 'Bilsalg', fi: 'Automyynti', sk: 'Predaj vozidiel', en: 'Car sales' },
  facilityLeadSpareParts: { default: 'Reservdelar', nb: 'Reservedeler', fi: 'Varaosat', sk: 'Náhradné diely', en: 'Spare parts' },
  facilityLeadService: { default: 'Service', nb: 'Service', fi: 'Huolto', sk: 'Servis', en: 'Service' },
  facilityLeadDamageRepair: { default: 'Skadereparation', nb: 'Skadereparasjon', fi: 'Vauriokorjaus', sk: 'Oprava škôd', en: 'Damage repair' },
}
