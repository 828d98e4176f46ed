import type { Locale } from '@/lib/locales'

/**
 * Built-in texts of every dictionary key. The CMS dictionary overrides them per site and language.
 * `default` is used for languages without their own text; the spec's fixed texts are the defaults
 * (the section fallback box is Swedish on every site: spec 01 §2.2).
 */
type DefaultText = { default: string } & Partial<Record<Locale, string>>

export const DICTIONARY_DEFAULTS = {
  // spec 01 §2.2 section fallback box
  sectionErrorHeading: { default: 'Aj då' },
  sectionErrorText: { default: 'Här borde en sektion synas men något har tyvärr blivit fel' },
  sectionErrorRetryHint: { default: 'Prova ladda om sidan' },
  sectionErrorReloadButton: { default: 'Ladda om sidan' },
  // page not found (spec 01 §8)
  pageNotFoundTitle: {
    default: 'Sidan kunde inte hittas',
    nb: 'Siden finnes ikke',
    fi: 'Sivua ei löytynyt',
    sk: 'Stránka sa nenašla',
    en: 'Page not found',
  },
  pageNotFoundText: {
    default: 'Sidan du letar efter finns inte längre eller har flyttats.',
    nb: 'Siden du leter etter finnes ikke lenger eller er flyttet.',
    fi: 'Etsimääsi sivua ei enää ole tai se on siirretty.',
    sk: 'Stránka, ktorú hľadáte, už neexistuje alebo bola presunutá.',
    en: 'The page you are looking for no longer exists or has moved.',
  },
  backToHome: {
    default: 'Till startsidan',
    nb: 'Til forsiden',
    fi: 'Etusivulle',
    sk: 'Na úvodnú stránku',
    en: 'Go to the home page',
  },
  pageErrorTitle: {
    default: 'Något gick fel',
    nb: 'Noe gikk galt',
    fi: 'Jokin meni vikaan',
    sk: 'Niečo sa pokazilo',
    en: 'Something went wrong',
  },
  pageErrorText: {
    default: 'Sidan kunde inte visas just nu. Försök igen om en stund.',
    nb: 'Siden kunne ikke vises akkurat nå. Prøv igjen om litt.',
    fi: 'Sivua ei voitu näyttää juuri nyt. Yritä hetken päästä uudelleen.',
    sk: 'Stránku sa teraz nepodarilo zobraziť. Skúste to o chvíľu znova.',
    en: 'The page could not be shown right now. Please try again in a moment.',
  },
  tryAgain: { default: 'Försök igen', nb: 'Prøv igjen', fi: 'Yritä uudelleen', sk: 'Skúsiť znova', en: 'Try again' },
  skipToContent: {
    default: 'Hoppa till innehållet',
    nb: 'Hopp til innholdet',
    fi: 'Siirry sisältöön',
    sk: 'Preskočiť na obsah',
    en: 'Skip to content',
  },
  previewBanner: {
    default: 'Förhandsgranskning – utkast visas',
    nb: 'Forhåndsvisning – utkast vises',
    fi: 'Esikatselu – luonnokset näkyvät',
    sk: 'Náhľad – zobrazujú sa koncepty',
    en: 'Preview – drafts are shown',
  },
  exitPreview: {
    default: 'Avsluta förhandsgranskning',
    nb: 'Avslutt forhåndsvisning',
    fi: 'Lopeta esikatselu',
    sk: 'Ukončiť náhľad',
    en: 'Exit preview',
  },
  previewOff: {
    default: 'Förhandsgranskningen är avstängd. Starta den igen för att se utkast.',
    nb: 'Forhåndsvisningen er slått av. Start den igjen for å se utkast.',
    fi: 'Esikatselu on pois päältä. Käynnistä se uudelleen nähdäksesi luonnokset.',
    sk: 'Náhľad je vypnutý. Zapnite ho znova, aby ste videli koncepty.',
    en: 'Preview is off. Turn it on again to see drafts.',
  },
  startPreview: {
    default: 'Starta förhandsgranskning',
    nb: 'Start forhåndsvisning',
    fi: 'Käynnistä esikatselu',
    sk: 'Zapnúť náhľad',
    en: 'Turn preview on',
  },
  previewLinkBlocked: {
    default: 'Länkar är avstängda i förhandsgranskningen',
    nb: 'Lenker er slått av i forhåndsvisningen',
    fi: 'Linkit eivät toimi esikatselussa',
    sk: 'Odkazy sú v náhľade vypnuté',
    en: 'Links are disabled in preview',
  },
  // spec 01 §2.2 scroll-to-top button
  scrollToTop: { default: 'Till toppen', nb: 'Til toppen', fi: 'Takaisin ylös', sk: 'Späť hore', en: 'Back to top' },
  // spec 01 §2.12 breadcrumb
  breadcrumbLabel: { default: 'Du är här', nb: 'Du er her', fi: 'Olet tässä', sk: 'Nachádzate sa tu', en: 'You are here' },
  // spec 01 §8 / spec 02 §8: image without a source
  missingImageText: {
    default: 'Bild saknas',
    nb: 'Bilde mangler',
    fi: 'Kuva puuttuu',
    sk: 'Obrázok chýba',
    en: 'Image missing',
  },
  // spec 01 §2.3-2.4 navigation (both variants)
  navMainLabel: { default: 'Huvudmeny', nb: 'Hovedmeny', fi: 'Päävalikko', sk: 'Hlavné menu', en: 'Main menu' },
  navMore: { default: 'Mer', nb: 'Mer', fi: 'Lisää', sk: 'Viac', en: 'More' },
  navOpenMenu: { default: 'Meny', nb: 'Meny', fi: 'Valikko', sk: 'Menu', en: 'Menu' },
  navCloseMenu: { default: 'Stäng menyn', nb: 'Lukk menyen', fi: 'Sulje valikko', sk: 'Zavrieť menu', en: 'Close menu' },
  navBack: { default: 'Tillbaka', nb: 'Tilbake', fi: 'Takaisin', sk: 'Späť', en: 'Back' },
  navShowSubmenu: { default: 'Visa undermeny för {title}', nb: 'Vis undermeny for {title}', fi: 'Näytä alavalikko: {title}', sk: 'Zobraziť podmenu {title}', en: 'Show submenu for {title}' },
  navAllIn: { default: 'Allt inom {title}', nb: 'Alt innen {title}', fi: 'Kaikki: {title}', sk: 'Všetko v {title}', en: 'All of {title}' },
  navLanguage: { default: 'Språk', nb: 'Språk', fi: 'Kieli', sk: 'Jazyk', en: 'Language' },
  navHome: { default: 'Till startsidan för {site}', nb: 'Til forsiden for {site}', fi: '{site} – etusivulle', sk: 'Na úvodnú stránku {site}', en: '{site} home page' },
  // spec 01 §2.6 alert bar, spec 02 message banner
  closeMessage: { default: 'Stäng meddelandet', nb: 'Lukk meldingen', fi: 'Sulje viesti', sk: 'Zavrieť správu', en: 'Close message' },
  // spec 01 §2.5 footer
  footerCopy: { default: 'Kopiera', nb: 'Kopier', fi: 'Kopioi', sk: 'Kopírovať', en: 'Copy' },
  footerCopied: { default: 'Kopierat', nb: 'Kopiert', fi: 'Kopioitu', sk: 'Skopírované', en: 'Copied' },
  footerSocialHeading: { default: 'Följ oss', nb: 'Følg oss', fi: 'Seuraa meitä', sk: 'Sledujte nás', en: 'Follow us' },
  footerBrandsLabel: { default: 'Våra märken', nb: 'Våre merker', fi: 'Merkkimme', sk: 'Naše značky', en: 'Our brands' },
  // spec 01 §1: Swedish sites warn that borrowing costs money (consumer-credit rules)
  consumerCreditWarning: {
    default:
      'Att låna kostar pengar! Om du inte kan betala tillbaka skulden i tid riskerar du betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, teckna abonnemang och få nya lån. För stöd, vänd dig till budget- och skuldrådgivningen i din kommun. Kontaktuppgifter finns på hallakonsument.se.',
  },
  // spec 01 §1: cookie-consent settings dialog
  cookieSettings: { default: 'Cookieinställningar', nb: 'Informasjonskapsler', fi: 'Evästeasetukset', sk: 'Nastavenia cookies', en: 'Cookie settings' },
  consentTitle: { default: 'Vi använder cookies', nb: 'Vi bruker informasjonskapsler', fi: 'Käytämme evästeitä', sk: 'Používame cookies', en: 'We use cookies' },
  consentText: {
    default: 'Nödvändiga cookies behövs för att webbplatsen ska fungera. Med ditt samtycke använder vi även cookies för statistik och marknadsföring. Du kan ändra ditt val när du vill via länken Cookieinställningar längst ned på sidan.',
    nb: 'Nødvendige informasjonskapsler trengs for at nettstedet skal fungere. Med ditt samtykke bruker vi også informasjonskapsler til statistikk og markedsføring. Du kan endre valget ditt når som helst via lenken nederst på siden.',
    fi: 'Välttämättömiä evästeitä tarvitaan sivuston toimintaan. Suostumuksellasi käytämme evästeitä myös tilastointiin ja markkinointiin. Voit muuttaa valintaasi milloin tahansa sivun alareunan linkistä.',
    sk: 'Nevyhnutné cookies sú potrebné na fungovanie stránky. S vaším súhlasom používame cookies aj na štatistiku a marketing. Svoju voľbu môžete kedykoľvek zmeniť cez odkaz v päte stránky.',
    en: 'Necessary cookies make the site work. With your consent we also use cookies for statistics and marketing. You can change your choice at any time through the cookie settings link at the bottom of the page.',
  },
  consentNecessary: { default: 'Nödvändiga', nb: 'Nødvendige', fi: 'Välttämättömät', sk: 'Nevyhnutné', en: 'Necessary' },
  consentNecessaryText: { default: 'Krävs för att sidan ska fungera och kan inte stängas av.', nb: 'Kreves for at siden skal fungere og kan ikke slås av.', fi: 'Vaaditaan sivuston toimintaan, ei voi poistaa käytöstä.', sk: 'Potrebné na fungovanie stránky, nedajú sa vypnúť.', en: 'Needed for the site to work; always on.' },
  consentStatistics: { default: 'Statistik', nb: 'Statistikk', fi: 'Tilastot', sk: 'Štatistika', en: 'Statistics' },
  consentStatisticsText: { default: 'Hjälper oss förstå hur sidan används, så att vi kan förbättra den.', nb: 'Hjelper oss å forstå hvordan siden brukes, slik at vi kan forbedre den.', fi: 'Auttaa ymmärtämään, miten sivustoa käytetään.', sk: 'Pomáha nám pochopiť, ako sa stránka používa.', en: 'Helps us understand how the site is used so we can improve it.' },
  consentMarketing: { default: 'Marknadsföring', nb: 'Markedsføring', fi: 'Markkinointi', sk: 'Marketing', en: 'Marketing' },
  consentMarketingText: { default: 'Låter oss visa relevanta erbjudanden på andra webbplatser.', nb: 'Lar oss vise relevante tilbud på andre nettsteder.', fi: 'Mahdollistaa osuvat tarjoukset muilla sivustoilla.', sk: 'Umožňuje zobrazovať relevantné ponuky na iných stránkach.', en: 'Lets us show relevant offers on other sites.' },
  consentAcceptAll: { default: 'Godkänn alla', nb: 'Godta alle', fi: 'Hyväksy kaikki', sk: 'Prijať všetky', en: 'Accept all' },
  consentNecessaryOnly: { default: 'Endast nödvändiga', nb: 'Kun nødvendige', fi: 'Vain välttämättömät', sk: 'Len nevyhnutné', en: 'Necessary only' },
  consentSave: { default: 'Spara mina val', nb: 'Lagre valgene', fi: 'Tallenna valinnat', sk: 'Uložiť výber', en: 'Save my choices' },
  consentCustomize: { default: 'Välj själv', nb: 'Velg selv', fi: 'Valitse itse', sk: 'Vybrať', en: 'Choose' },
  // spec 02 car list (carListError and noSearchResults are the spec's own keys)
  carListError: { default: 'Bilarna kunde inte hämtas just nu. Försök igen om en stund.', nb: 'Bilene kunne ikke hentes akkurat nå. Prøv igjen om litt.', fi: 'Autoja ei juuri nyt voitu hakea. Yritä hetken kuluttua uudelleen.', sk: 'Autá sa teraz nepodarilo načítať. Skúste to o chvíľu znova.', en: 'We could not fetch the cars just now. Please try again in a moment.' },
  noSearchResults: { default: 'Inga bilar matchar din sökning. Prova att ta bort ett filter.', nb: 'Ingen biler passer søket ditt. Prøv å fjerne et filter.', fi: 'Hakuasi vastaavia autoja ei löytynyt. Kokeile poistaa jokin suodatin.', sk: 'Vášmu vyhľadávaniu nezodpovedajú žiadne autá. Skúste odstrániť filter.', en: 'No cars match your search. Try removing a filter.' },
  carListShowMore: { default: 'Visa fler bilar', nb: 'Vis flere biler', fi: 'Näytä lisää autoja', sk: 'Zobraziť ďalšie autá', en: 'Show more cars' },
  carListShowing: { default: 'Visar {shown} av {total} bilar', nb: 'Viser {shown} av {total} biler', fi: 'Näytetään {shown}/{total} autoa', sk: 'Zobrazených {shown} z {total} áut', en: 'Showing {shown} of {total} cars' },
  carListHits: { default: '{count} bilar', nb: '{count} biler', fi: '{count} autoa', sk: '{count} áut', en: '{count} cars' },
  carListResultsLabel: { default: 'Sökresultat', nb: 'Søkeresultat', fi: 'Hakutulokset', sk: 'Výsledky vyhľadávania', en: 'Search results' },
  carListRetry: { default: 'Försök igen', nb: 'Prøv igjen', fi: 'Yritä uudelleen', sk: 'Skúsiť znova', en: 'Try again' },
  // spec 02 car card and price (VAT labels: LCV and company leasing are without VAT)
  carPriceFrom: { default: 'från', nb: 'fra', fi: 'alk.', sk: 'od', en: 'from' },
  carWithVat: { default: 'inkl. moms', nb: 'inkl. mva', fi: 'sis. alv', sk: 's DPH', en: 'incl. VAT' },
  carWithoutVat: { default: 'exkl. moms', nb: 'ekskl. mva', fi: 'alv 0 %', sk: 'bez DPH', en: 'excl. VAT' },
  carPerMonth: { default: 'per mån', nb: 'per mnd', fi: '/ kk', sk: 'mesačne', en: 'per month' },
  // spec 02 compare bar and modal
  compareAdd: { default: 'Jämför', nb: 'Sammenlign', fi: 'Vertaa', sk: 'Porovnať', en: 'Compare' },
  compareRemove: { default: 'Ta bort från jämförelsen', nb: 'Fjern fra sammenligningen', fi: 'Poista vertailusta', sk: 'Odstrániť z porovnania', en: 'Remove from comparison' },
  compareTitle: { default: 'Jämför bilar', nb: 'Sammenlign biler', fi: 'Vertaa autoja', sk: 'Porovnať autá', en: 'Compare cars' },
  compareOpen: { default: 'Jämför ({count})', nb: 'Sammenlign ({count})', fi: 'Vertaa ({count})', sk: 'Porovnať ({count})', en: 'Compare ({count})' },
  compareClear: { default: 'Rensa', nb: 'Tøm', fi: 'Tyhjennä', sk: 'Vymazať', en: 'Clear' },
  compareRemoveCar: { default: 'Ta bort {car} från jämförelsen', nb: 'Fjern {car} fra sammenligningen', fi: 'Poista {car} vertailusta', sk: 'Odstrániť {car} z porovnania', en: 'Remove {car} from the comparison' },
  compareClose: { default: 'Stäng', nb: 'Lukk', fi: 'Sulje', sk: 'Zavrieť', en: 'Close' },
  compareBasics: { default: 'Översikt', nb: 'Oversikt', fi: 'Yleiskatsaus', sk: 'Prehľad', en: 'Overview' },
  compareEquipment: { default: 'Utrustning', nb: 'Utstyr', fi: 'Varusteet', sk: 'Výbava', en: 'Equipment' },
  compareTechnicalData: { default: 'Teknisk data', nb: 'Tekniske data', fi: 'Tekniset tiedot', sk: 'Technické údaje', en: 'Technical data' },
  compareDifferencesOnly: { default: 'Visa bara skillnader', nb: 'Vis bare forskjeller', fi: 'Näytä vain erot', sk: 'Zobraziť len rozdiely', en: 'Show only differences' },
  compareEmpty: { default: 'Inga bilar att jämföra.', nb: 'Ingen biler å sammenligne.', fi: 'Ei vertailtavia autoja.', sk: 'Žiadne autá na porovnanie.', en: 'No cars to compare.' },
  compareNoDifferences: { default: 'Bilarna skiljer sig inte åt.', nb: 'Bilene er like.', fi: 'Autoissa ei ole eroja.', sk: 'Autá sa nelíšia.', en: 'The cars do not differ.' },
  compareIncluded: { default: 'Ingår', nb: 'Inkludert', fi: 'Sisältyy', sk: 'Áno', en: 'Included' },
  compareNotIncluded: { default: 'Ingår inte', nb: 'Ikke inkludert', fi: 'Ei sisälly', sk: 'Nie', en: 'Not included' },
  compareUnknown: { default: 'Okänt', nb: 'Ukjent', fi: 'Ei tiedossa', sk: 'Neznáme', en: 'Unknown' },
  // spec 02 car list filters
  carFilters: { default: 'Filter', nb: 'Filter', fi: 'Suodattimet', sk: 'Filtre', en: 'Filters' },
  carShowFilters: { default: 'Visa filter', nb: 'Vis filter', fi: 'Näytä suodattimet', sk: 'Zobraziť filtre', en: 'Show filters' },
  carHideFilters: { default: 'Dölj filter', nb: 'Skjul filter', fi: 'Piilota suodattimet', sk: 'Skryť filtre', en: 'Hide filters' },
  carCloseFilters: { default: 'Stäng filter', nb: 'Lukk filter', fi: 'Sulje suodattimet', sk: 'Zavrieť filtre', en: 'Close filters' },
  carClearAll: { default: 'Rensa alla', nb: 'Fjern alle', fi: 'Tyhjennä kaikki', sk: 'Zrušiť všetky', en: 'Clear all' },
  carRemoveFilter: { default: 'Ta bort {label}', nb: 'Fjern {label}', fi: 'Poista {label}', sk: 'Odstrániť {label}', en: 'Remove {label}' },
  carKeyphraseChip: { default: '”{keyphrase}”', nb: '«{keyphrase}»', fi: '”{keyphrase}”', sk: '„{keyphrase}“', en: '“{keyphrase}”' },
  carSearchLabel: { default: 'Sök bland bilarna', nb: 'Søk blant bilene', fi: 'Hae autoista', sk: 'Hľadať medzi autami', en: 'Search the cars' },
  carSearchPlaceholder: { default: 'Sök på märke, modell eller utrustning', nb: 'Søk på merke, modell eller utstyr', fi: 'Hae merkillä, mallilla tai varusteella', sk: 'Hľadajte značku, model alebo výbavu', en: 'Search by make, model or equipment' },
  carSearchButton: { default: 'Sök', nb: 'Søk', fi: 'Hae', sk: 'Hľadať', en: 'Search' },
  carClearSearch: { default: 'Rensa sökningen', nb: 'Tøm søket', fi: 'Tyhjennä haku', sk: 'Vymazať hľadanie', en: 'Clear the search' },
  carSearchInFacet: { default: 'Sök {label}', nb: 'Søk {label}', fi: 'Hae: {label}', sk: 'Hľadať {label}', en: 'Search {label}' },
  carNoFacetMatches: { default: 'Inga träffar', nb: 'Ingen treff', fi: 'Ei osumia', sk: 'Žiadne výsledky', en: 'No matches' },
  carShowAll: { default: 'Visa alla ({count})', nb: 'Vis alle ({count})', fi: 'Näytä kaikki ({count})', sk: 'Zobraziť všetky ({count})', en: 'Show all ({count})' },
  carShowFewer: { default: 'Visa färre', nb: 'Vis færre', fi: 'Näytä vähemmän', sk: 'Zobraziť menej', en: 'Show fewer' },
  carSortLabel: { default: 'Sortera', nb: 'Sorter', fi: 'Järjestys', sk: 'Zoradiť', en: 'Sort by' },
  carShowResults: { default: 'Visa {count} bilar', nb: 'Vis {count} biler', fi: 'Näytä {count} autoa', sk: 'Zobraziť {count} áut', en: 'Show {count} cars' },
  carRangeFrom: { default: 'Från', nb: 'Fra', fi: 'Alkaen', sk: 'Od', en: 'From' },
  carRangeTo: { default: 'Till', nb: 'Til', fi: 'Enintään', sk: 'Do', en: 'To' },
  carYes: { default: 'Ja', nb: 'Ja', fi: 'Kyllä', sk: 'Áno', en: 'Yes' },
  carNo: { default: 'Nej', nb: 'Nei', fi: 'Ei', sk: 'Nie', en: 'No' },
  carFilterLayout: { default: 'Visa filter', nb: 'Vis filter', fi: 'Suodattimien paikka', sk: 'Umiestnenie filtrov', en: 'Filter layout' },
  carFilterLayoutSticky: { default: 'Vid sidan', nb: 'Ved siden', fi: 'Sivulla', sk: 'Na boku', en: 'Beside' },
  carFilterLayoutToggle: { default: 'Ovanför', nb: 'Over', fi: 'Yläpuolella', sk: 'Nad zoznamom', en: 'Above' },
  // spec 01 §2.7 / spec 02 'Hero banner with car search'
  heroSearchLabel: { default: 'Sök bil', nb: 'Søk etter bil', fi: 'Hae autoa', sk: 'Hľadať auto', en: 'Search cars' },
  heroSearchPlaceholder: {
    default: 'Sök på märke, modell eller utrustning',
    nb: 'Søk på merke, modell eller utstyr',
    fi: 'Hae merkin, mallin tai varustelun mukaan',
    sk: 'Hľadajte podľa značky, modelu alebo výbavy',
    en: 'Search by brand, model or equipment',
  },
  heroSearchSubmit: { default: 'Sök', nb: 'Søk', fi: 'Hae', sk: 'Hľadať', en: 'Search' },
  heroSearchClear: { default: 'Töm sökfältet', nb: 'Tøm søkefeltet', fi: 'Tyhjennä hakukenttä', sk: 'Vymazať vyhľadávanie', en: 'Clear the search' },
  heroScrollDown: { default: 'Scrolla ner', nb: 'Rull ned', fi: 'Vieritä alas', sk: 'Posunúť nadol', en: 'Scroll down' },
  heroVideoPause: { default: 'Pausa videon', nb: 'Sett videoen på pause', fi: 'Keskeytä video', sk: 'Pozastaviť video', en: 'Pause the video' },
  heroVideoPlay: { default: 'Spela videon', nb: 'Spill av videoen', fi: 'Toista video', sk: 'Prehrať video', en: 'Play the video' },
  // spec 03 §2.8 car teasers
  carTeasersShowAll: { default: 'Visa alla bilar', nb: 'Vis alle biler', fi: 'Näytä kaikki autot', sk: 'Zobraziť všetky autá', en: 'Show all cars' },
  // spec 02 'Car-of-the-week carousel'
  carOfTheWeekLabel: { default: 'Veckans bil', nb: 'Ukens bil', fi: 'Viikon auto', sk: 'Auto týždňa', en: 'Car of the week' },
  carouselPrevious: { default: 'Föregående bil', nb: 'Forrige bil', fi: 'Edellinen auto', sk: 'Predchádzajúce auto', en: 'Previous car' },
  carouselNext: { default: 'Nästa bil', nb: 'Neste bil', fi: 'Seuraava auto', sk: 'Ďalšie auto', en: 'Next car' },
  carouselSlide: { default: '{index} av {total}', nb: '{index} av {total}', fi: '{index} / {total}', sk: '{index} z {total}', en: '{index} of {total}' },
} satisfies Record<string, DefaultText>

export type DictionaryKey = keyof typeof DICTIONARY_DEFAULTS
export const DICTIONARY_KEYS = Object.keys(DICTIONARY_DEFAULTS) as DictionaryKey[]
