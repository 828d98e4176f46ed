import type { Payload } from 'payload'

import { DEMO_COPY } from './demo-copy'
import { CAMPAIGN_OFFER_FORM, createDemoForm, NEWSLETTER_FORM, SURVEY_FORM } from './demo-marketing-forms'
import type { DemoSite } from './demo-sites'
import { bold, h1, link, p, richText, ul } from './lexical'

type Id = number

/**
 * The content blocks on show (issue 21 "Demo content"): a block catalogue on the importer's site
 * (Olivia) with every block of the editor's toolbox, and a winter campaign on Kilometra built from
 * them. Swedish only; both pages stay out of the menu and are reached by their address and the
 * sitemap. Texts are what an editor would write. The catalogue's marketing popup opens from a
 * button and the campaign's at half the page (issue 36); their forms are the site's own.
 */

/** A one-page PDF with a title line: enough for a browser and for the file list's type and size. */
export function demoPdf(title: string, padding = 0): Buffer {
  const text = title.replace(/[()\\]/g, '')
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET\n% ${'-'.repeat(padding)}`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

async function uploadPdf(payload: Payload, siteId: Id, name: string, title: string, padding: number): Promise<Id> {
  const data = demoPdf(title, padding)
  const doc = await payload.create({
    collection: 'media',
    depth: 0,
    data: { alt: title, site: siteId },
    file: { data, mimetype: 'application/pdf', name, size: data.length },
    locale: 'sv',
  })
  return doc.id
}

const DAY = 86_400_000

function catalogueBlocks(site: DemoSite, scenes: Id[], files: Id[], forms: { newsletter: Id; survey: Id }) {
  const [a, b, c] = scenes as [Id, Id, Id]
  const carList = site.paths.carList
  const contact = `/${DEMO_COPY.sv.slugs.contact}`
  const service = `/${DEMO_COPY.sv.slugs.service}`
  const about = `/${DEMO_COPY.sv.slugs.about}`
  return [
    {
      blockType: 'richText',
      width: 'text',
      content: richText(
        h1('Blockkatalog'),
        p(
          'Här visar vi varje innehållsblock som redaktörerna kan bygga sidor av, med riktigt innehåll. ',
          link('Kontakta oss', contact),
          ' om du saknar något.',
        ),
      ),
    },
    {
      blockType: 'heroCarousel',
      height: 'medium',
      hasMediaButtons: true,
      contentPlacementXAxis: 'left',
      contentPlacementYAxis: 'center',
      autoPlay: false,
      searchBarUrl: carList,
      searchBarPlaceHolderText: 'Sök bland bilarna i lager',
      slides: [
        {
          subTitle: 'Nyhet',
          subTitleColor: 'accent',
          title: 'Olivia E5 är här',
          text: 'Helt elektrisk, 560 km räckvidd och plats för hela familjen.',
          button: { href: carList, text: 'Se bilarna' },
          buttonType: 'primary',
          image: a,
        },
        {
          subTitle: 'Service',
          title: 'Dags för vinterservice',
          text: 'Boka service och hjulskifte samtidigt – vi tar hand om resten.',
          button: { href: service, text: 'Boka service' },
          buttonType: 'secondary',
          image: b,
        },
        {
          title: 'Välkommen till oss i Malmö',
          text: 'Provkör i lugn och ro – kaffet står framme.',
          textColor: 'dark',
          button: { href: contact, text: 'Hitta hit' },
          image: c,
        },
      ],
    },
    {
      blockType: 'heroBanner',
      content: 'image',
      image: b,
      title: 'Hitta din nästa bil',
      text: 'Sök bland nya och begagnade bilar hos alla våra återförsäljare.',
      textColor: 'white',
      hasSearchBar: true,
      searchUrl: carList,
      searchPlaceholder: 'Sök på märke, modell eller utrustning',
      hasMarginTop: true,
      centerContent: true,
    },
    {
      blockType: 'carousel',
      title: 'Aktuellt just nu',
      items: [
        { image: a, title: 'Vinterhjul till kampanjpris', text: 'Kompletta vinterhjul med montering.', link: { href: service, text: 'Läs mer' } },
        { image: b, title: 'Finansiering från 2,9 %', text: 'Räkna på ditt månadsbelopp direkt.', link: { href: carList, text: 'Se bilarna' } },
        { image: c, title: 'Testa en elbil en helg', text: 'Låna en elbil fredag till måndag.', link: { href: contact, text: 'Boka helgen' } },
        { image: a, title: 'Fri hemleverans', text: 'Vi levererar din nya bil hem till dörren.', link: { href: about, text: 'Så funkar det' } },
        { image: b, title: 'Byt upp dig', text: 'Få ett bud på din bil på 24 timmar.', link: { href: contact, text: 'Värdera bilen' } },
      ],
    },
    {
      blockType: 'blurb',
      title: 'Se Olivia E5 i rörelse',
      titleTag: 'h2',
      richText: richText(p('Tre minuter om räckvidd, laddning och plats. Filmen hämtas från YouTube först när du trycker på spela.')),
      link: { href: carList, text: 'Se bilarna i lager' },
      backgroundColor: 'gray',
      youtubeId: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      imageDesktop: c,
    },
    {
      blockType: 'blurb',
      title: 'Service som passar din vardag',
      titleTag: 'h2',
      richText: richText(
        p('Lämna bilen på väg till jobbet och hämta den på vägen hem. ', bold('Lånebil ingår'), ' vid all service.'),
        ul(['Originaldelar'], ['Fast pris'], ['Mobilitetsgaranti']),
      ),
      link: { href: service, text: 'Boka service' },
      reverse: true,
      backgroundColor: 'none',
      useTextAnimations: true,
      useMediaAnimations: true,
      imageDesktop: a,
    },
    {
      blockType: 'accordion',
      title: 'Så köper du bil hos oss',
      openFirst: true,
      items: [
        { heading: 'Välj bil', text: 'Sök bland bilarna i lager eller beställ en ny bil med den utrustning du vill ha.' },
        { heading: 'Provkör', text: 'Boka en provkörning när det passar dig. Du kan också låna bilen över en helg.' },
        { heading: 'Finansiera', text: 'Betala kontant, lån eller leasa.\n\nVi hjälper dig att jämföra.' },
      ],
    },
    {
      blockType: 'faq',
      title: 'Vanliga frågor',
      items: [
        { heading: 'Hur lång är leveranstiden?', text: 'Bilar i lager levereras inom en vecka. En beställd bil tar 8–12 veckor.' },
        { heading: 'Kan jag byta in min gamla bil?', text: 'Ja. Vi värderar din bil kostnadsfritt och drar av värdet från priset.' },
        { heading: 'Ingår vinterhjul?', text: 'Under kampanjen ingår vinterhjul på alla nya bilar.' },
      ],
    },
    {
      blockType: 'countdown',
      title: 'Vinterkampanjen slutar om',
      text: 'Vinterhjul på köpet för alla nya bilar som beställs innan kampanjen slutar.',
      target: new Date(Date.now() + 30 * DAY).toISOString(),
      endedText: 'Kampanjen är slut – tack för alla beställningar!',
      link: { href: carList, text: 'Se kampanjbilarna' },
      backgroundColor: 'gray',
    },
    {
      blockType: 'textColumns',
      title: 'Därför väljer kunderna oss',
      columns: '3',
      items: [
        { heading: 'Trygg affär', text: 'Alla bilar är testade i 110 punkter och har minst ett års garanti.', link: { href: about, text: 'Om oss' } },
        { heading: 'Nära dig', text: 'Tolv anläggningar i södra Sverige, öppet även lördagar.' },
        { heading: 'Hela livet', text: 'Service, däck och reparationer – allt på samma ställe.', link: { href: service, text: 'Vår verkstad' } },
      ],
    },
    {
      blockType: 'textColumns',
      columns: '4',
      items: [
        { heading: 'Provkörning', text: 'Boka online på en minut.' },
        { heading: 'Inbyte', text: 'Bud inom 24 timmar.' },
        { heading: 'Leasing', text: 'Privat och företag.' },
        { heading: 'Hemleverans', text: 'Fritt inom 10 mil.' },
      ],
    },
    {
      blockType: 'ctaBanner',
      image: c,
      title: 'Provkör redan i helgen',
      text: 'Boka en tid så står bilen laddad och klar när du kommer.',
      link: { href: contact, text: 'Boka provkörning' },
    },
    {
      blockType: 'carModelCard',
      title: 'Våra modeller',
      cards: [
        {
          image: a,
          title: 'Olivia E5',
          text: 'Rymlig elbil för familjen.',
          campaignBadge: 'Kampanj',
          facts: [
            { label: 'Räckvidd', value: '560 km' },
            { label: 'Effekt', value: '340 hk' },
            { label: 'Laddning', value: '10–80 % på 28 min' },
            { label: 'Pris från', value: '549 900 kr' },
          ],
          link: { href: carList, text: 'Se modellen' },
        },
        {
          image: b,
          title: 'Olivia C3',
          text: 'Smidig stadsbil med låg förbrukning.',
          facts: [
            { label: 'Förbrukning', value: '0,45 l/mil' },
            { label: 'Pris från', value: '239 900 kr' },
          ],
          link: { href: carList, text: 'Se modellen' },
        },
        {
          image: c,
          title: 'Olivia X7 Hybrid',
          text: 'Laddhybrid med dragkrok som standard.',
          campaignBadge: '0 % ränta',
          facts: [
            { label: 'Elräckvidd', value: '80 km' },
            { label: 'Dragvikt', value: '2 000 kg' },
            { label: 'Pris från', value: '689 900 kr' },
          ],
          link: { href: carList, text: 'Se modellen' },
        },
      ],
    },
    {
      blockType: 'imageCard',
      cards: [
        { image: a, title: 'Elbilar', link: { href: carList, text: 'Se elbilarna' } },
        { image: b, title: 'Service och verkstad', link: { href: service, text: 'Boka service' } },
        { image: c, title: 'Om Olivia', link: { href: about, text: 'Läs mer' } },
      ],
    },
    {
      blockType: 'cardGrid',
      title: 'Det här hjälper vi dig med',
      variant: 'grayBackground',
      columns: '3',
      cards: [
        { image: a, title: 'Köpa bil', text: 'Nya och begagnade bilar med garanti.', buttonText: 'Se bilarna', href: carList },
        { image: b, title: 'Service', text: 'Fast pris och lånebil ingår.', buttonText: 'Boka service', href: service },
        { image: c, title: 'Kontakt', text: 'Ring, mejla eller kom förbi.', buttonText: 'Kontakta oss', href: contact },
      ],
    },
    {
      blockType: 'cardGrid',
      title: 'Ägarservice',
      variant: 'cardWithBorders',
      columns: '4',
      singleColumnOnTablet: true,
      cards: [
        { image: c, title: 'Däckhotell', text: 'Vi förvarar dina däck.', buttonText: 'Läs mer', href: service },
        { image: a, title: 'Vägassistans', text: 'Dygnet runt i hela Europa.', buttonText: 'Läs mer', href: service },
        { image: b, title: 'Garanti', text: 'Upp till sju år.', buttonText: 'Läs mer', href: about },
        { image: c, title: 'Tillbehör', text: 'Takboxar, laddboxar och mer.', buttonText: 'Läs mer', href: contact },
      ],
    },
    {
      blockType: 'horizontalCard',
      image: b,
      title: 'Hemleverans av din nya bil',
      text: 'Vi kör hem bilen till dig, går igenom allt och tar med oss din gamla bil om du vill.',
      link: { href: contact, text: 'Fråga om hemleverans' },
    },
    {
      blockType: 'banner',
      title: 'Vinterdäck i tid',
      text: 'Boka hjulskifte nu och slipp köerna när snön kommer.',
      image: c,
      link: { href: service, text: 'Boka hjulskifte' },
      backgroundColor: 'accent',
    },
    {
      blockType: 'fileList',
      title: 'Prislistor och broschyrer',
      files: [
        { file: files[0], title: 'Prislista Olivia E5' },
        { file: files[1], title: 'Prislista Olivia C3' },
        { file: files[2], title: 'Broschyr Olivia X7 Hybrid' },
        { file: files[3], title: 'Tillbehörskatalog' },
        { file: files[4], title: 'Garantivillkor' },
      ],
    },
    { blockType: 'socialSharing' },
    {
      blockType: 'stageRow',
      title: 'Upptäck modellerna',
      columns: '4',
      items: [
        { image: a, title: 'E5', text: 'Elbil', link: { href: carList, text: 'Se E5' } },
        { image: b, title: 'C3', text: 'Stadsbil', link: { href: carList, text: 'Se C3' } },
        { image: c, title: 'X7 Hybrid', text: 'Laddhybrid', link: { href: carList, text: 'Se X7' } },
        { image: a, title: 'V2 Van', text: 'Transportbil', link: { href: carList, text: 'Se V2' } },
      ],
    },
    {
      blockType: 'highlightList',
      title: 'Olivia E5 i siffror',
      columns: '4',
      items: [
        { figure: '560 km', title: 'Räckvidd', text: 'Enligt WLTP.' },
        { figure: '28 min', title: 'Snabbladdning', text: '10–80 % vid 200 kW.' },
        { figure: '7 år', title: 'Garanti', text: 'Eller 150 000 km.' },
        { figure: '5', title: 'Stjärnor', text: 'I Euro NCAP.' },
      ],
    },
    // The marketing popup (from a button) and the survey (issue 36).
    {
      blockType: 'marketingPopup',
      trigger: 'button',
      buttonLabel: 'Prenumerera på nyhetsbrevet',
      title: 'Nyheter från Olivia',
      intro: 'Nya modeller, provkörningsdagar och erbjudanden – ett mejl i månaden.',
      form: forms.newsletter,
    },
    {
      blockType: 'surveyForm',
      title: 'Hur var ditt besök?',
      intro: 'Tre snabba frågor – det tar under en minut.',
      form: forms.survey,
    },
    { blockType: 'spacer', size: 'medium' },
    {
      blockType: 'mapBlock',
      title: 'Besök oss i Malmö',
      name: 'Olivia Fordonsimport',
      address: 'Stora Varvsgatan 11',
      zip: '211 19',
      city: 'Malmö',
      latitude: 55.6133,
      longitude: 12.9853,
      zoom: 10,
      showDirections: true,
    },
  ]
}

function campaignBlocks(site: DemoSite, scenes: Id[], offerForm: Id) {
  const [a, b, c] = scenes as [Id, Id, Id]
  const carList = site.paths.carList
  const contact = `/${DEMO_COPY.sv.slugs.contact}`
  return [
    {
      blockType: 'richText',
      width: 'wide',
      content: richText(h1('Vinterkampanj'), p('Vinterhjul på köpet och 2,9 % ränta på utvalda bilar – bara till och med sista januari.')),
    },
    {
      blockType: 'heroBanner',
      content: 'image',
      image: a,
      title: 'Redo för vintern',
      text: 'Alla kampanjbilar har vinterhjul monterade och är klara att hämta.',
      link: { href: carList, text: 'Se kampanjbilarna' },
      hasSearchBar: true,
      searchUrl: carList,
    },
    {
      blockType: 'countdown',
      title: 'Kampanjen slutar om',
      target: new Date(Date.now() + 45 * DAY).toISOString(),
      backgroundColor: 'dark',
    },
    {
      blockType: 'carModelCard',
      title: 'Kampanjbilar',
      cards: [
        {
          image: b,
          title: 'Kombi med dragkrok',
          campaignBadge: 'Vinterhjul ingår',
          facts: [
            { label: 'Årsmodell', value: '2023' },
            { label: 'Mil', value: '2 900' },
            { label: 'Pris', value: '289 900 kr' },
          ],
          link: { href: carList, text: 'Se bilarna' },
        },
        {
          image: c,
          title: 'Elbil för pendlaren',
          campaignBadge: '2,9 % ränta',
          facts: [
            { label: 'Räckvidd', value: '420 km' },
            { label: 'Pris', value: '319 900 kr' },
          ],
          link: { href: carList, text: 'Se bilarna' },
        },
        {
          image: a,
          title: 'SUV med fyrhjulsdrift',
          campaignBadge: 'Kampanj',
          facts: [
            { label: 'Drivning', value: '4x4' },
            { label: 'Pris', value: '379 900 kr' },
          ],
          link: { href: carList, text: 'Se bilarna' },
        },
      ],
    },
    {
      blockType: 'highlightList',
      columns: '3',
      title: 'Det här ingår',
      items: [
        { figure: '4', title: 'Vinterhjul', text: 'Monterade och klara.' },
        { figure: '2,9 %', title: 'Ränta', text: 'På utvalda bilar.' },
        { figure: '12 mån', title: 'Garanti', text: 'På alla begagnade bilar.' },
      ],
    },
    {
      blockType: 'ctaBanner',
      big: true,
      image: c,
      title: 'Hitta din vinterbil',
      text: 'Över 1 000 bilar i lager – filtrera på fyrhjulsdrift, dragkrok och mer.',
      link: { href: carList, text: 'Sök bland bilarna' },
    },
    {
      blockType: 'faq',
      title: 'Frågor om kampanjen',
      items: [
        { heading: 'Vilka bilar ingår?', text: 'Alla bilar märkta Kampanj i vårt lager.' },
        { heading: 'Kan jag kombinera med inbyte?', text: 'Ja, inbyte går bra. ' + 'Kontakta oss för ett bud.' },
      ],
    },
    {
      blockType: 'banner',
      title: 'Frågor?',
      text: 'Våra säljare svarar alla dagar 9–18.',
      link: { href: contact, text: 'Kontakta oss' },
      backgroundColor: 'gray',
    },
    { blockType: 'socialSharing', title: 'Tipsa en vän' },
    // Opens once the visitor has seen half the campaign (issue 36).
    {
      blockType: 'marketingPopup',
      trigger: 'scroll',
      scrollDepth: 50,
      title: 'Missa inte vinterkampanjen',
      intro: 'Lämna din e-post så skickar vi kampanjpriserna och ett erbjudande på vinterhjul.',
      form: offerForm,
    },
  ]
}

/** The block catalogue page (the importer site) or the campaign page (the car store), by the site's role in the demo. */
export async function seedDemoBlockPages(payload: Payload, site: DemoSite, siteId: Id, home: Id, scenes: Id[], role: 'catalogue' | 'campaign'): Promise<void> {
  if (role === 'catalogue') {
    const titles = ['Prislista Olivia E5', 'Prislista Olivia C3', 'Broschyr Olivia X7 Hybrid', 'Tillbehörskatalog', 'Garantivillkor']
    const files: Id[] = []
    for (const [i, title] of titles.entries()) files.push(await uploadPdf(payload, siteId, `olivia-${i + 1}.pdf`, title, 400 + i * 2600))
    await payload.create({
      collection: 'pages',
      depth: 0,
      locale: 'sv',
      draft: false,
      data: {
        title: 'Blockkatalog',
        metaDescription: 'Alla innehållsblock som redaktörerna kan bygga sidor av, med exempel.',
        slug: 'blockkatalog',
        parent: home,
        site: siteId,
        hideInNavigation: true,
        main: catalogueBlocks(site, scenes, files, {
          newsletter: await createDemoForm(payload, site, siteId, NEWSLETTER_FORM),
          survey: await createDemoForm(payload, site, siteId, SURVEY_FORM),
        }),
        _status: 'published' as const,
      } as never,
    })
    return
  }
  await payload.create({
    collection: 'pages',
    depth: 0,
    locale: 'sv',
    draft: false,
    data: {
      title: 'Vinterkampanj',
      metaDescription: 'Vinterhjul på köpet och 2,9 % ränta på utvalda bilar.',
      slug: 'vinterkampanj',
      parent: home,
      site: siteId,
      hideInNavigation: true,
      main: campaignBlocks(site, scenes, await createDemoForm(payload, site, siteId, CAMPAIGN_OFFER_FORM)),
      _status: 'published' as const,
    } as never,
  })
}
