import type { NormalisedText } from "../../normalize";
import { hasAnyWord } from "../../text/word-set";
import type { InjectionSignal } from "./signal";
import { INJECTION_THRESHOLD } from "./signal";

// Polite and indirect overrides in the other languages readers write in, where word order varies too much for one
// pattern: the assistant's own rules ("tus reglas", "deine Richtlinien", "你的规则") named in the same prompt as a way
// of setting them aside ("de lado", "beiseitelegen", "放一边") or of declaring them void ("ya no son válidas",
// "已经失效"). A reader's own rules ("mis reglas de lectura") are not the assistant's. Latin accents are stripped.

interface Language {
  /** A cheap check first: one of these words, or a letter of this script, must be in the prompt. */
  readonly gate: readonly string[] | RegExp;
  /** The assistant's rules: "your rules", "the earlier instructions". */
  readonly owned: RegExp;
  /** Setting them aside or declaring them void. */
  readonly setAside: RegExp;
}

const L = "\\p{L}";
function spaced(source: string): RegExp {
  return new RegExp(`(?<![${L}\\p{N}])(?:${source})(?![${L}\\p{N}])`, "u");
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

const LANGUAGES: readonly Language[] = [
  {
    // Spanish
    gate: ["tus", "reglas", "instrucciones"],
    owned: spaced(
      `tus (?:${L}+ )?(?:reglas|instrucciones|normas|restricciones|limites|directrices|indicaciones)|(?:las )?(?:reglas|instrucciones) (?:anteriores|que te (?:dieron|han dado))`,
    ),
    setAside: spaced(
      `de lado|a un lado|olvid${L}*|ignor${L}*|ya no (?:son|es|estan|valen|aplican|sirven)${L}*|no (?:son|es) validas|saltar${L}*|suspend${L}*|relaj${L}*|(?:hacer|haz|hagas) una excepcion`,
    ),
  },
  {
    // French
    gate: ["tes", "vos"],
    owned: spaced(`(?:tes|vos) (?:${L}+ )?(?:consignes|regles|instructions|restrictions|directives|limites)`),
    setAside: spaced(
      `de cote|oubli${L}*|ignor${L}*|ne s'appliquent plus|ne sont plus (?:valables|valides|en vigueur)|entre parentheses|suspend${L}*|assoupli${L}*|(?:faire|fais|faites) une exception`,
    ),
  },
  {
    // German
    gate: ["deine", "eure"],
    owned: spaced(`(?:deine|eure) (?:${L}+ )?(?:regeln|richtlinien|anweisungen|vorgaben|einschrankungen|grenzen|rules|instruktionen)`),
    setAside: spaced(
      `beiseite${L}*|vergiss|vergesst|vergessen|ignorier|ignoriere|ignorieren|gelten nicht mehr|nicht mehr gultig|ausser acht|auser acht|uber bord|lockern|aussetzen|eine ausnahme`,
    ),
  },
  {
    // Italian
    gate: ["tue"],
    owned: spaced(`tue (?:${L}+ )?(?:regole|istruzioni|restrizioni|direttive|linee guida|limiti)`),
    setAside: spaced(`da parte|ignor${L}*|dimentic${L}*|non valgono piu|non sono piu valide|un'eccezione|sospend${L}*`),
  },
  {
    // Portuguese
    gate: ["suas", "tuas"],
    owned: spaced(`(?:suas|tuas) (?:${L}+ )?(?:regras|instrucoes|restricoes|diretrizes|limites)`),
    setAside: spaced(
      `de lado|esqueca|esquecer|esquece-las|ignore|ignorar|ignora-las|(?:nao|ja nao) (?:valem|sao validas|se aplicam)|uma excecao|suspend${L}*`,
    ),
  },
  {
    // Dutch
    gate: ["je", "jouw", "uw"],
    owned: spaced(`(?:je|jouw|uw) (?:${L}+ )?(?:regels|instructies|richtlijnen|beperkingen)`),
    setAside: spaced(`opzij|vergeet|vergeten|negeer|negeren|gelden niet meer|niet meer geldig|loslaten|een uitzondering`),
  },
  {
    // Swedish
    gate: ["dina", "era"],
    owned: spaced(`(?:dina|era) (?:${L}+ )?(?:regler|instruktioner|riktlinjer|begransningar)`),
    setAside: spaced(`at sidan|glom|ignorera|galler inte (?:langre|langer)|inte langre giltiga|ett undantag`),
  },
  {
    // Polish
    gate: ["swoje", "twoje", "swoich", "twoich", "swoimi", "twoimi"],
    owned: spaced(
      `(?:swoje|twoje|swoich|twoich|swoimi|twoimi) (?:${L}+ )?(?:zasady|zasad|reguly|regul|instrukcje|instrukcji|ograniczenia|ograniczen|polecenia)`,
    ),
    setAside: spaced(
      `od[lł]oz|od[lł]ozyc|od[lł]ozysz|zapomnij|zapomniec|zignoruj|ignoruj|nie obowiazuja|juz nie (?:obowiazuja|sa wazne)|wyjatek`,
    ),
  },
  {
    // Russian
    gate: ["свои", "твои", "ваши"],
    owned: spaced(`(?:свои|твои|ваши) (?:${L}+ )?(?:правила|инструкции|ограничения|указания|установки)`),
    setAside: spaced(
      `отложи|отложите|забудь|забудьте|игнорируй|игнорируйте|проигнорируй|больше не действуют|не действуют|сделай исключение`,
    ),
  },
  {
    // Ukrainian
    gate: ["свої", "твої", "ваші"],
    owned: spaced(`(?:свої|твої|ваші) (?:${L}+ )?(?:правила|інструкції|обмеження|вказівки)`),
    setAside: spaced(`відклади|відкладіть|забудь|забудьте|ігноруй|ігноруйте|більше не діють|зроби виняток`),
  },
  {
    // Turkish: "your rules" as a suffix
    gate: [
      "kurallarını",
      "kurallarini",
      "kurallarin",
      "kuralların",
      "talimatlarını",
      "talimatlarini",
      "talimatların",
      "talimatlarin",
      "sınırlamalarını",
      "sinirlamalarini",
      "sınırlamaların",
      "sinirlamalarin",
    ],
    owned: spaced(`(?:kurallar|talimatlar|sınırlamalar|sinirlamalar)[iı]n[iı]?`),
    setAside: spaced(
      `unut|unutun|unutur musun|unutabilir misin|gormezden gel(?:in)?|yok say(?:in)?|bir kenara (?:birak|koy)${L}*|gecerli degil|gecersiz|istisna yap${L}*`,
    ),
  },
  {
    // Indonesian: "your rules" as a suffix or a pronoun after
    gate: ["aturanmu", "instruksimu", "batasanmu", "aturan", "instruksi", "batasan"],
    owned: spaced(`(?:aturan|instruksi|batasan)(?:mu| kamu| anda| yang lama| sebelumnya)`),
    setAside: spaced(
      `lupakan|abaikan|kesampingkan|(?:nggak|ngga|gak|ga|tidak|tak) usah (?:pakai|ikuti|dipakai)|kedaluwarsa|kadaluarsa|tidak berlaku|(?:udah|sudah) (?:gak|nggak|tidak) berlaku|pengecualian`,
    ),
  },
  {
    // Vietnamese (tones stripped)
    gate: ["quy", "huong", "chi", "gioi", "luat"],
    owned: spaced(`(?:quy tac|huong dan|chi dan|gioi han|luat le) (?:cua (?:ban|minh|may)|truoc (?:đo|đay))`),
    setAside: spaced(`sang mot ben|quen|bo qua|khong con (?:hieu luc|gia tri|ap dung)|ngoai le`),
  },
  {
    // Chinese
    gate: CJK,
    owned: /(?:你的|你之前(?:收到|得到)?的|之前的|原来的)(?:规则|指令|指示|限制|设定|规定)/,
    setAside: /放一边|放到一边|放下|暂停|忽略|忘(?:掉|记)|不管|失效|作废|不再有效/,
  },
  {
    // Japanese
    gate: CJK,
    owned: /(?:あなたの|君の|今までの|以前の)?(?:ルール|指示|制限|設定|規則)/,
    setAside: /気にせず|無視して|忘れて|脇に置いて|無効/,
  },
  {
    // Korean
    gate: CJK,
    owned: /(?:너의|네|당신의|이전|기존)? ?(?:규칙|지시|제한|지침)/,
    setAside: /내려놓|무시해|잊어|접어 ?두|효력이 없/,
  },
  {
    // Hindi
    gate: /[\u0900-\u097f]/,
    owned: /(?:तुम्हारे|आपके|पुराने|पिछले) (?:\S+ )?(?:नियम|निर्देश)/,
    setAside: /लागू नहीं|भूल जाओ|भूल जाइए|अनदेखा|नज़रअंदाज़|एक तरफ|किनारे/,
  },
  {
    // Arabic
    gate: /[\u0600-\u06ff]/,
    owned: /قواعدك|تعليماتك|قيودك|القواعد السابقة|التعليمات السابقة/,
    setAside: /تجاهل|انس|جانبا|لم تعد سارية|لا تنطبق|استثناء/,
  },
];

function passes(text: NormalisedText, gate: Language["gate"]): boolean {
  return gate instanceof RegExp ? gate.test(text.text) : hasAnyWord(text.words, gate);
}

export const politeOverrideInOtherLanguages: InjectionSignal = {
  id: "polite_override_other_languages",
  weight: INJECTION_THRESHOLD,
  found: (text) => LANGUAGES.some(({ gate, owned, setAside }) => passes(text, gate) && owned.test(text.text) && setAside.test(text.text)),
};
