/**
 * Built-in texts of the marketing form popup and the survey form (spec 03 §4, §6, §7; issue 36).
 * Part of DICTIONARY_DEFAULTS. Swedish is the default; the survey's editing overlay is the spec's
 * own text in every language (editors see it, visitors never do).
 */
const t = (sv: string, nb: string, fi: string, sk: string, en: string) => ({ default: sv, nb, fi, sk, en })

export const MARKETING_FORM_DEFAULTS = {
  marketingPopupOpen: t('Öppna formuläret', 'Åpne skjemaet', 'Avaa lomake', 'Otvoriť formulár', 'Open the form'),
  marketingPopupClose: t('Stäng', 'Lukk', 'Sulje', 'Zavrieť', 'Close'),
  marketingPopupConsentNeeded: t(
    'Formuläret kommer från vår marknadsföringspartner och visas när du har godkänt marknadsföringscookies.',
    'Skjemaet kommer fra vår markedsføringspartner og vises når du har godtatt informasjonskapsler for markedsføring.',
    'Lomake tulee markkinointikumppaniltamme, ja se näytetään, kun olet hyväksynyt markkinointievästeet.',
    'Formulár pochádza od nášho marketingového partnera a zobrazí sa, keď povolíte marketingové cookies.',
    'The form comes from our marketing partner and shows once you have allowed marketing cookies.',
  ),
  marketingPopupCookieSettings: t(
    'Ändra cookieinställningar',
    'Endre innstillinger for informasjonskapsler',
    'Muuta evästeasetuksia',
    'Zmeniť nastavenia cookies',
    'Change cookie settings',
  ),
  marketingPopupProviderFailed: t(
    'Formuläret kunde inte laddas. Försök igen senare.',
    'Skjemaet kunne ikke lastes. Prøv igjen senere.',
    'Lomaketta ei voitu ladata. Yritä myöhemmin uudelleen.',
    'Formulár sa nepodarilo načítať. Skúste to neskôr.',
    'The form could not be loaded. Please try again later.',
  ),
  /** Spec 03 §6: the overlay editors see on the survey form in editing mode and live preview. */
  surveyEditModeOverlay: { default: 'Edit Mode / Preview to test the form' },
}
