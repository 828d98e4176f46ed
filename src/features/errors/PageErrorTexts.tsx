'use client'

import { createContext, type ReactNode, useContext } from 'react'

export type PageErrorTexts = { title: string; text: string; retry: string }

const Texts = createContext<PageErrorTexts>({ title: 'Något gick fel', text: '', retry: 'Försök igen' })

/** Gives the page error boundary (a client component) the site's translated texts. */
export function PageErrorTextsProvider({ value, children }: { value: PageErrorTexts; children: ReactNode }) {
  return <Texts.Provider value={value}>{children}</Texts.Provider>
}

export const usePageErrorTexts = () => useContext(Texts)
