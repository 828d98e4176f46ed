/**
 * Built-in texts of the stories section (spec 01 §2.11, §4 stories list states, §8 'Stories list
 * empty': the key storiesNoResults; issue 21). Part of DICTIONARY_DEFAULTS, in a module of its own
 * so the section's texts stay together. `{…}` placeholders are filled by the component.
 */
export const STORIES_DEFAULTS = {
  storiesNoResults: {
    default: 'Det finns inga nyheter att visa just nu.',
    nb: 'Det finnes ingen nyheter å vise akkurat nå.',
    fi: 'Näytettäviä uutisia ei juuri nyt ole.',
    sk: 'Momentálne nie sú žiadne novinky na zobrazenie.',
    en: 'There are no stories to show right now.',
  },
  storiesFilterLabel: { default: 'Filtrera på ämne', nb: 'Filtrer på emne', fi: 'Suodata aiheen mukaan', sk: 'Filtrovať podľa témy', en: 'Filter by topic' },
  storiesShowAll: { default: 'Visa alla', nb: 'Vis alle', fi: 'Näytä kaikki', sk: 'Zobraziť všetko', en: 'Show all' },
  storiesLoadMore: { default: 'Visa fler nyheter', nb: 'Vis flere nyheter', fi: 'Näytä lisää uutisia', sk: 'Zobraziť ďalšie novinky', en: 'Load more stories' },
  storiesLoading: { default: 'Hämtar nyheter…', nb: 'Henter nyheter …', fi: 'Haetaan uutisia…', sk: 'Načítavajú sa novinky…', en: 'Loading stories…' },
  storiesLoadFailed: {
    default: 'Det gick inte att hämta fler nyheter. Försök igen.',
    nb: 'Vi fikk ikke hentet flere nyheter. Prøv igjen.',
    fi: 'Lisää uutisia ei voitu hakea. Yritä uudelleen.',
    sk: 'Ďalšie novinky sa nepodarilo načítať. Skúste to znova.',
    en: 'More stories could not be loaded. Please try again.',
  },
  storiesBack: { default: 'Tillbaka till nyheter', nb: 'Tilbake til nyheter', fi: 'Takaisin uutisiin', sk: 'Späť na novinky', en: 'Back to stories' },
  storiesPrevious: { default: 'Föregående artikel', nb: 'Forrige artikkel', fi: 'Edellinen artikkeli', sk: 'Predchádzajúci článok', en: 'Previous article' },
  storiesNext: { default: 'Nästa artikel', nb: 'Neste artikkel', fi: 'Seuraava artikkeli', sk: 'Ďalší článok', en: 'Next article' },
  storiesArticleNavigation: { default: 'Fler artiklar', nb: 'Flere artikler', fi: 'Lisää artikkeleita', sk: 'Ďalšie články', en: 'More articles' },
  storiesPublished: { default: 'Publicerad', nb: 'Publisert', fi: 'Julkaistu', sk: 'Publikované', en: 'Published' },
  storiesAuthor: { default: 'Skribent', nb: 'Skribent', fi: 'Kirjoittaja', sk: 'Autor', en: 'Author' },
  storiesTags: { default: 'Ämnen', nb: 'Emner', fi: 'Aiheet', sk: 'Témy', en: 'Topics' },
  storiesTeaserTitle: { default: 'Senaste nytt', nb: 'Siste nytt', fi: 'Uusimmat uutiset', sk: 'Najnovšie správy', en: 'Latest news' },
  storiesShowMore: { default: 'Visa fler nyheter', nb: 'Vis flere nyheter', fi: 'Näytä lisää uutisia', sk: 'Zobraziť viac noviniek', en: 'Show more stories' },
  storiesFeedTitle: { default: '{site} – nyheter', nb: '{site} – nyheter', fi: '{site} – uutiset', sk: '{site} – novinky', en: '{site} – news' },
}
