import { preferredLanguage, type Language } from '@shop/domain';
import { useEffect, useState, type ComponentType } from 'react';
import { afterPageLoad } from '@/lib/after-page-load';
import { rememberedLanguage } from './language-choice';
import { pageLanguage } from './page-language';

type Offer = { Line: ComponentType<{ language: Language }>; language: Language };

/**
 * A first visit whose browser asks for another of the shop's languages (`navigator.languages`, the
 * list it sends as Accept-Language) is offered this page in it, in one line in that language at
 * the foot of the screen; never redirected (docs/decisions.md rule 79). Once the shopper has chosen (the switcher,
 * this line's link or its "No, thank you"), it is not offered again. The browser's alone: never in
 * the server's HTML, and the line's code and words (language-offer.tsx) load only when there is
 * something to offer, once the page has loaded and the browser is idle: off every page's first
 * load, and after its hydration rather than between its tasks.
 */
export function LanguageSuggestion() {
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    if (rememberedLanguage() !== null) return;
    const language = preferredLanguage(navigator.languages ?? [navigator.language]);
    if (language === null || language === pageLanguage()) return;
    let current = true;
    const cancel = afterPageLoad(() => {
      import('./language-offer').then(
        ({ LanguageOffer }) => current && setOffer({ Line: LanguageOffer, language }),
        () => undefined,
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, []);

  return offer && <offer.Line language={offer.language} />;
}
