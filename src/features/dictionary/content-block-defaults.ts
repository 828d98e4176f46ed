/**
 * Built-in texts of the content blocks (spec 01 §2.8, §2.9, §4; issue 21). Part of
 * DICTIONARY_DEFAULTS. Swedish is the default; `{…}` placeholders are filled by the component.
 */
const t = (sv: string, nb: string, fi: string, sk: string, en: string) => ({ default: sv, nb, fi, sk, en })

export const CONTENT_BLOCK_DEFAULTS = {
  carouselLabel: t('Bildspel', 'Bildekarusell', 'Kuvakaruselli', 'Karusel', 'Carousel'),
  blockCarouselPrevious: t('Föregående bild', 'Forrige bilde', 'Edellinen kuva', 'Predchádzajúci snímok', 'Previous slide'),
  blockCarouselNext: t('Nästa bild', 'Neste bilde', 'Seuraava kuva', 'Ďalší snímok', 'Next slide'),
  blockCarouselSlide: t('Bild {index} av {total}', 'Bilde {index} av {total}', 'Kuva {index}/{total}', 'Snímok {index} z {total}', 'Slide {index} of {total}'),
  carouselPause: t('Pausa bildspelet', 'Sett karusellen på pause', 'Keskeytä karuselli', 'Pozastaviť karusel', 'Pause the carousel'),
  carouselPlay: t('Starta bildspelet', 'Start karusellen', 'Käynnistä karuselli', 'Spustiť karusel', 'Play the carousel'),
  videoMute: t('Stäng av ljudet', 'Slå av lyden', 'Mykistä', 'Vypnúť zvuk', 'Mute'),
  videoUnmute: t('Slå på ljudet', 'Slå på lyden', 'Ääni päälle', 'Zapnúť zvuk', 'Unmute'),
  youtubePlay: t('Spela upp videon: {title}', 'Spill av videoen: {title}', 'Toista video: {title}', 'Prehrať video: {title}', 'Play the video: {title}'),
  youtubeDefaultTitle: t('Video från YouTube', 'Video fra YouTube', 'Video YouTubesta', 'Video z YouTube', 'Video from YouTube'),
  youtubeNotice: t(
    'Videon hämtas från YouTube när du klickar.',
    'Videoen hentes fra YouTube når du klikker.',
    'Video ladataan YouTubesta, kun napsautat.',
    'Video sa načíta z YouTube po kliknutí.',
    'The video loads from YouTube when you click.',
  ),
  countdownDays: t('Dagar', 'Dager', 'Päivää', 'Dní', 'Days'),
  countdownHours: t('Timmar', 'Timer', 'Tuntia', 'Hodín', 'Hours'),
  countdownMinutes: t('Minuter', 'Minutter', 'Minuuttia', 'Minút', 'Minutes'),
  countdownSeconds: t('Sekunder', 'Sekunder', 'Sekuntia', 'Sekúnd', 'Seconds'),
  fileListShowAll: t(
    'Visa alla filer ({count})',
    'Vis alle filer ({count})',
    'Näytä kaikki tiedostot ({count})',
    'Zobraziť všetky súbory ({count})',
    'Show all files ({count})',
  ),
  fileListShowFewer: t('Visa färre filer', 'Vis færre filer', 'Näytä vähemmän tiedostoja', 'Zobraziť menej súborov', 'Show fewer files'),
  shareHeading: t('Dela sidan', 'Del siden', 'Jaa sivu', 'Zdieľať stránku', 'Share this page'),
  shareFacebook: t('Dela på Facebook', 'Del på Facebook', 'Jaa Facebookissa', 'Zdieľať na Facebooku', 'Share on Facebook'),
  shareLinkedIn: t('Dela på LinkedIn', 'Del på LinkedIn', 'Jaa LinkedInissä', 'Zdieľať na LinkedIn', 'Share on LinkedIn'),
  shareX: t('Dela på X', 'Del på X', 'Jaa X:ssä', 'Zdieľať na X', 'Share on X'),
  shareEmail: t('Dela via e-post', 'Del på e-post', 'Jaa sähköpostilla', 'Zdieľať e-mailom', 'Share by email'),
  opensInNewWindow: t('(öppnas i nytt fönster)', '(åpnes i nytt vindu)', '(avautuu uuteen ikkunaan)', '(otvorí sa v novom okne)', '(opens in a new window)'),
  mapBlockLabel: t('Karta: {place}', 'Kart: {place}', 'Kartta: {place}', 'Mapa: {place}', 'Map: {place}'),
  stageRowPrevious: t('Föregående', 'Forrige', 'Edellinen', 'Predchádzajúce', 'Previous'),
  stageRowNext: t('Nästa', 'Neste', 'Seuraava', 'Ďalšie', 'Next'),
}
