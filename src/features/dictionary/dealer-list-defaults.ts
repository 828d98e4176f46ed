/**
 * Built-in texts of the facility list and the site selection and teaser blocks (spec 03 §2.2,
 * §2.8, §8). Part of DICTIONARY_DEFAULTS, in a module of their own so the list's texts stay
 * together. `{…}` placeholders are filled by the component.
 */
export const DEALER_LIST_DEFAULTS = {
  siteListTitle: { default: 'Våra anläggningar', nb: 'Våre forhandlere', fi: 'Toimipisteemme', sk: 'Naše pobočky', en: 'Our dealers' },
  // spec 03 §8 'Facility list prefetch failure' / 'List error': the list's own error text.
  siteListError: {
    default: 'Anläggningarna kunde inte hämtas just nu. Försök igen om en stund.',
    nb: 'Forhandlerne kunne ikke hentes akkurat nå. Prøv igjen om litt.',
    fi: 'Toimipisteitä ei juuri nyt voitu hakea. Yritä hetken kuluttua uudelleen.',
    sk: 'Pobočky sa teraz nepodarilo načítať. Skúste to o chvíľu znova.',
    en: 'We could not fetch the dealers just now. Please try again in a moment.',
  },
  siteListEmpty: {
    default: 'Inga anläggningar matchar din sökning. Prova att ta bort ett filter.',
    nb: 'Ingen forhandlere passer søket ditt. Prøv å fjerne et filter.',
    fi: 'Hakuasi vastaavia toimipisteitä ei löytynyt. Kokeile poistaa jokin suodatin.',
    sk: 'Vášmu vyhľadávaniu nezodpovedajú žiadne pobočky. Skúste odstrániť filter.',
    en: 'No dealers match your search. Try removing a filter.',
  },
  siteListRetry: { default: 'Försök igen', nb: 'Prøv igjen', fi: 'Yritä uudelleen', sk: 'Skúsiť znova', en: 'Try again' },
  siteListShowMore: {
    default: 'Visa fler anläggningar',
    nb: 'Vis flere forhandlere',
    fi: 'Näytä lisää toimipisteitä',
    sk: 'Zobraziť ďalšie pobočky',
    en: 'Show more dealers',
  },
  // Count text (plural-text.ts): the form goes by {total}.
  siteListShowing: {
    default: 'Visar {shown} av {total} anläggningar',
    nb: 'Viser {shown} av {total} forhandlere',
    fi: 'Näytetään {shown}/{total} toimipistettä',
    sk: 'Zobrazených {shown} z {total} pobočiek',
    en: 'Showing {shown} of {total} dealers',
  },
  siteListShowing_one: {
    default: 'Visar {shown} av {total} anläggning',
    nb: 'Viser {shown} av {total} forhandler',
    fi: 'Näytetään {shown}/{total} toimipiste',
    sk: 'Zobrazená {shown} z {total} pobočky',
    en: 'Showing {shown} of {total} dealer',
  },
  siteListShowing_few: { default: 'Visar {shown} av {total} anläggningar', sk: 'Zobrazené {shown} z {total} pobočiek' },
  siteListResults: { default: 'Anläggningar', nb: 'Forhandlere', fi: 'Toimipisteet', sk: 'Pobočky', en: 'Dealers' },
  siteListSearchLabel: { default: 'Sök anläggning', nb: 'Søk etter forhandler', fi: 'Hae toimipistettä', sk: 'Hľadať pobočku', en: 'Search for a dealer' },
  siteListSearchButton: { default: 'Sök', nb: 'Søk', fi: 'Hae', sk: 'Hľadať', en: 'Search' },
  siteListFilters: { default: 'Filtrera anläggningar', nb: 'Filtrer forhandlere', fi: 'Suodata toimipisteitä', sk: 'Filtrovať pobočky', en: 'Filter dealers' },
  siteListApply: { default: 'Visa resultat', nb: 'Vis resultater', fi: 'Näytä tulokset', sk: 'Zobraziť výsledky', en: 'Show results' },
  siteListClear: { default: 'Rensa filter', nb: 'Fjern filtre', fi: 'Tyhjennä suodattimet', sk: 'Zrušiť filtre', en: 'Clear filters' },
  // spec 03 §5: shown above a facet with 10 or more values; {facet} is the facet's name.
  siteListFacetFilter: { default: 'Filtrera {facet}', nb: 'Filtrer {facet}', fi: 'Suodata: {facet}', sk: 'Filtrovať: {facet}', en: 'Filter {facet}' },
  // A filter the list shows no facet for (a preset filter from a link, spec 03 §2.9) is a chip; {label} is its value.
  siteListActiveFilters: { default: 'Valda filter', nb: 'Valgte filtre', fi: 'Valitut suodattimet', sk: 'Zvolené filtre', en: 'Chosen filters' },
  siteListRemoveFilter: {
    default: 'Ta bort filtret {label}',
    nb: 'Fjern filteret {label}',
    fi: 'Poista suodatin {label}',
    sk: 'Odstrániť filter {label}',
    en: 'Remove the filter {label}',
  },
  siteListFacetBrands: { default: 'Märken', nb: 'Merker', fi: 'Merkit', sk: 'Značky', en: 'Brands' },
  siteListFacetDepartments: { default: 'Avdelningar', nb: 'Avdelinger', fi: 'Osastot', sk: 'Oddelenia', en: 'Departments' },
  siteListFacetPlace: { default: 'Region och ort', nb: 'Region og sted', fi: 'Alue ja paikkakunta', sk: 'Kraj a mesto', en: 'Region and town' },
  // Department groups (spec 03 §3 Department.group) as the list's facet shows them.
  siteListDeptNewCars: { default: 'Nya bilar', nb: 'Nye biler', fi: 'Uudet autot', sk: 'Nové autá', en: 'New cars' },
  siteListDeptUsedCars: { default: 'Begagnade bilar', nb: 'Brukte biler', fi: 'Vaihtoautot', sk: 'Jazdené autá', en: 'Used cars' },
  siteListDeptParts: { default: 'Reservdelar', nb: 'Deler', fi: 'Varaosat', sk: 'Náhradné diely', en: 'Parts' },
  siteListDeptWorkshop: { default: 'Verkstad', nb: 'Verksted', fi: 'Korjaamo', sk: 'Servis', en: 'Workshop' },
  siteListDeptBodyWork: { default: 'Skadeverkstad', nb: 'Karosseri', fi: 'Korikorjaamo', sk: 'Karosárske práce', en: 'Body work' },
  siteCardPhone: { default: 'Telefon', nb: 'Telefon', fi: 'Puhelin', sk: 'Telefón', en: 'Phone' },
  siteTeaserTitle: { default: 'Våra anläggningar', nb: 'Våre forhandlere', fi: 'Toimipisteemme', sk: 'Naše pobočky', en: 'Our dealers' },
  siteSelectionTitle: { default: 'Välj verkstad', nb: 'Velg verksted', fi: 'Valitse korjaamo', sk: 'Vyberte servis', en: 'Choose a workshop' },
  siteSelectionEmpty: {
    default: 'Det finns inga verkstäder att visa just nu.',
    nb: 'Det er ingen verksteder å vise akkurat nå.',
    fi: 'Näytettäviä korjaamoja ei juuri nyt ole.',
    sk: 'Momentálne nie sú k dispozícii žiadne servisy.',
    en: 'There are no workshops to show right now.',
  },
}
