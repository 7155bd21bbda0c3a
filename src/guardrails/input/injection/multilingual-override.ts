import { anyOf, unicodeWords } from "../../text/pattern";
import { INJECTION_THRESHOLD, type InjectionSignal, patternSignal } from "./signal";

interface OverrideVocabulary {
  verb: string;
  filler: string;
  /** Words before the noun that aim the override at the assistant ("all", "your", "previous"). */
  before: string;
  noun: string;
  /** Words after the noun that do the same ("anteriores", "précédentes"). */
  after?: string;
}

function overridePattern({ verb, filler, before, noun, after }: OverrideVocabulary): string {
  const qualifiedBefore = `${verb}(?: ${filler}){0,2} ${before}(?: (?:${filler}|${before})){0,2} ${noun}`;
  return after ? anyOf([qualifiedBefore, `${verb}(?: ${filler}){0,3} ${noun} ${after}`]) : qualifiedBefore;
}

// Accents are already stripped from Latin letters, so these are written without them.
const LATIN_AND_CYRILLIC: OverrideVocabulary[] = [
  {
    // Spanish
    verb: "(?:ignora|ignore|ignorad|ignoren|ignorar|olvida|olvide|olvidad|olvidar|olvidate de|omite|omita|omitir|descarta|descarte|descartar|haz caso omiso (?:a|de)|no sigas|no obedezcas|deja(?:r)? de lado|pasa(?:r)? por alto|desactiva(?:r)?|salta(?:r)?|saltarte|ignores|olvides|omitas|descartes|desactives|dejes de lado|pases por alto|saltes)",
    filler: "(?:las|los|de|mis|y|por un momento|un momento|por ahora|un rato|por hoy)",
    before: "(?:todas|todos|tus)",
    noun: "(?:instrucciones|reglas|indicaciones|ordenes|directrices|normas|restricciones|filtros|limites|pautas)",
    after: "(?:anteriores|previas|precedentes|iniciales|originales|del sistema|de arriba|que (?:te )?(?:dieron|han dado|recibiste))",
  },
  {
    // French
    verb: "(?:ignore|ignorez|ignorer|oublie|oubliez|oublier|ne tiens pas compte|ne tenez pas compte|fais abstraction|faites abstraction|ne suis plus|ne suivez plus|mets? de cote|mettez de cote|mettre de cote|laisse de cote|laissez de cote|laisser de cote|passe outre|passez outre|passer outre|contourne|contournez|contourner|desactive|desactivez|desactiver)",
    filler: "(?:de|des|les|ces|d'|du|un instant|un moment|pour l'instant|pour cette fois|a|aux)",
    before: "(?:toutes|tous|tes|vos)",
    noun: "(?:instructions|consignes|regles|directives|indications|restrictions|ordres)",
    after: "(?:precedentes|anterieures|initiales|originales|du systeme|ci-dessus|d'avant|que (?:tu as|vous avez) recues)",
  },
  {
    // German
    verb: "(?:ignoriere|ignorier|ignorieren sie|vergiss|vergesst|vergessen sie|missachte|missachten sie|uberschreibe|befolge nicht)",
    filler: "(?:die|deine|ihre|bisher)",
    before: "(?:alle|alles|deine|vorherigen|bisherigen|obigen|vorigen|fruheren|ursprunglichen|system)",
    noun: "(?:anweisungen|regeln|instruktionen|vorgaben|befehle|richtlinien|einschrankungen|was (?:dir )?(?:vorher|bisher|zuvor) gesagt)",
  },
  {
    // Italian
    verb: "(?:ignora|ignorate|ignori|dimentica|dimenticate|dimentichi|trascura|non seguire)",
    filler: "(?:le|i|di|delle)",
    before: "(?:tutte|tutti|tue|le tue)",
    noun: "(?:istruzioni|regole|indicazioni|direttive|restrizioni|ordini)",
    after: "(?:precedenti|iniziali|originali|del sistema|di prima|sopra)",
  },
  {
    // Portuguese
    verb: "(?:ignore|ignora|ignorem|esqueca|esquecam|desconsidere|desconsidera|nao siga)",
    filler: "(?:as|os|de|das)",
    before: "(?:todas|todos|tuas)",
    noun: "(?:instrucoes|regras|orientacoes|diretrizes|restricoes|ordens)",
    after: "(?:anteriores|previas|iniciais|originais|do sistema|acima)",
  },
  {
    // Dutch
    verb: "(?:negeer|vergeet|negeren|vergeten)",
    filler: "(?:de|al)",
    before: "(?:alle|je|jouw|uw|eerdere|vorige|voorgaande|bovenstaande)",
    noun: "(?:instructies|regels|aanwijzingen|richtlijnen|opdrachten|beperkingen)",
  },
  {
    // Russian
    verb: "(?:игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|не обращай внимания на|не обращайте внимания на|отмени|отбрось)",
    filler: "(?:эти|и)",
    before: "(?:все|всё|свои|твои|ваши|предыдущие|прошлые|прежние|изначальные|системные)",
    noun: "(?:инструкции|правила|указания|команды|ограничения|установки|промпт)",
  },
  {
    // Polish
    verb: "(?:zignoruj|ignoruj|zapomnij)",
    filler: "(?:i|o)",
    before: "(?:wszystkie|wszystko|swoje|twoje|swoich|twoich|wszystkich|poprzednie|wczesniejsze|poprzednich|wczesniejszych)",
    noun: "(?:instrukcje|polecenia|zasady|regu[lł]y|ograniczenia|instrukcjach|poleceniach|zasadach|regu[lł]ach|ograniczeniach)",
  },
  {
    // Ukrainian
    verb: "(?:ігноруй|ігноруйте|проігноруй|проігноруйте|забудь|забудьте|не зважай на)",
    filler: "(?:ці|і|й)",
    before: "(?:всі|усі|свої|твої|ваші|попередні|минулі|системні)",
    noun: "(?:інструкції|правила|вказівки|команди|обмеження|налаштування)",
  },
  {
    // Indonesian
    verb: "(?:abaikan|lupakan|jangan ikuti|acuhkan|tinggalkan)",
    filler: "(?:saja|dulu|dong|aja)",
    before: "(?:semua|seluruh)",
    noun: "(?:instruksi|aturan|perintah|arahan|batasan|petunjuk)",
    after: "(?:sebelumnya|sistem|awal|tadi|yang (?:diberikan|kamu terima))",
  },
  {
    // Swahili: "puuza maagizo yote ya awali"
    verb: "(?:puuza|sahau|usifuate|acha kufuata)",
    filler: "(?:tu|kwanza|yote|zote)",
    before: "(?:yote|zote|yako|zako)",
    noun: "(?:maagizo|maelekezo|sheria|amri|vikwazo)",
    after: "(?:ya awali|ya mwanzo|ya mfumo|yote|zote|uliyopewa)",
  },
  {
    // Tagalog: "huwag pansinin ang lahat ng naunang tagubilin"
    verb: "(?:huwag pansinin|kalimutan|balewalain|huwag sundin)",
    filler: "(?:ang|mo|na|muna)",
    before: "(?:lahat ng|iyong|mga)",
    noun: "(?:tagubilin|panuto|utos|patakaran|alituntunin|naunang tagubilin|naunang panuto)",
    after: "(?:na ibinigay|ng sistema)",
  },
  {
    // Swedish
    verb: "(?:ignorera|glom|strunta i|bortse fran)",
    filler: "(?:alla|de|och)",
    before: "(?:alla|dina|era|tidigare|ursprungliga)",
    noun: "(?:instruktioner|instruktionerna|regler|reglerna|anvisningar|begransningar|direktiv)",
  },
];
// Dutch also puts the verb last: "je regels negeren", "al je eerdere instructies te vergeten".
const DUTCH_VERB_LAST =
  "(?:je|jouw|uw|al je|de eerdere|de vorige)(?: \\p{L}+){0,2} (?:regels|instructies|richtlijnen|beperkingen|aanwijzingen)(?: \\p{L}+){0,2} (?:te )?(?:negeren|vergeten|loslaten)";
// Vietnamese (tones stripped): "bỏ qua tất cả các hướng dẫn trước đó", "quên hết các quy tắc".
const VIETNAMESE =
  "(?:bo qua|quen(?: het)?|phot lo|đung tuan theo)(?: tat ca| moi| het)?(?: cac| nhung)? (?:huong dan|chi dan|quy tac|lenh|gioi han|chi thi)";
// German puts the verb last in infinitive clauses and polite requests: "deine bisherigen Anweisungen kurz zu
// vergessen", "deine Regeln zu ignorieren".
const GERMAN_VERB_LAST =
  "(?:deine|ihre|eure|alle deine|alle ihre|die (?:vorherigen|bisherigen|obigen|vorigen|fruheren|ursprunglichen|alten))(?: \\p{L}+){0,2} (?:anweisungen|regeln|instruktionen|vorgaben|befehle|richtlinien|einschrankungen|filter|grenzen)(?: \\p{L}+){0,3} (?:zu )?(?:vergessen|ignorieren|missachten|ubergehen|umgehen|ausblenden|beiseitelassen|beiseite (?:zu )?(?:lassen|legen)|ausser acht (?:zu )?lassen|abschalten|deaktivieren)";

// Turkish: "(all) previous rules", or "your rules" in the possessive accusative (kurallarını), then "forget / ignore".
const TURKISH =
  "(?:(?:(?:onceki|tum|butun|sistem) ){1,2}(?:talimatlar[iı]|kurallar[iı]|komutlar[iı]|talimatlar[iı]n[iı]|kurallar[iı]n[iı])|(?:talimatlar[iı]n[iı]|kurallar[iı]n[iı]|komutlar[iı]n[iı])) (?:yok say|unut|gormezden gel|dikkate alma)";

// Chinese, Japanese and Korean do not separate words with spaces, so these are plain substrings; each needs a
// qualifier (previous / all / your / system) so that a plot where "the hero ignores the rules" still passes.
const CHINESE =
  /(?:忽略|无视|無視|忘记|忘記|忽视|忽視|不要遵守|不要理会|跳过)(?:掉|的)?(?:你的|所有|全部|一切|之前|以前|上面|上述|先前|前面|系统|系統)(?:的|你的|所有|全部|之前|以前|系统|系統){0,3}(?:指令|指示|说明|說明|规则|規則|提示|命令|设定|設定|限制)/;
const JAPANESE =
  /(?:以前|前|先|最初|これまで|上記|すべて|全て|あなた|システム)(?:の|に|で)?(?:すべての|全ての)?(?:指示|命令|ルール|指令|プロンプト|設定|制限)(?:を|は)?(?:すべて|全て)?(?:無視|忘れ)/;
const KOREAN =
  /(?:이전|모든|위의|앞의|너의|당신의|시스템)\s?(?:의\s?)?(?:지시|지침|명령|규칙|프롬프트|제한)(?:을|를|은|는)?\s?(?:모두\s?)?(?:무시|잊어)/;

const NOUNS = [
  "instrucciones",
  "reglas",
  "indicaciones",
  "ordenes",
  "directrices",
  "normas",
  "restricciones",
  "filtros",
  "limites",
  "pautas",
  "filter",
  "grenzen",
  "instructions",
  "consignes",
  "regles",
  "directives",
  "indications",
  "restrictions",
  "ordres",
  "anweisungen",
  "regeln",
  "instruktionen",
  "vorgaben",
  "befehle",
  "richtlinien",
  "einschrankungen",
  "gesagt",
  "istruzioni",
  "regole",
  "indicazioni",
  "direttive",
  "restrizioni",
  "ordini",
  "instrucoes",
  "regras",
  "orientacoes",
  "diretrizes",
  "restricoes",
  "ordens",
  "instructies",
  "regels",
  "aanwijzingen",
  "richtlijnen",
  "opdrachten",
  "beperkingen",
  "инструкции",
  "правила",
  "указания",
  "команды",
  "ограничения",
  "установки",
  "промпт",
  "instrukcje",
  "polecenia",
  "zasady",
  "reguly",
  "reguły",
  "ograniczenia",
  "instrukcjach",
  "poleceniach",
  "zasadach",
  "regulach",
  "regułach",
  "ograniczeniach",
  "talimatlari",
  "kurallari",
  "komutlari",
  "talimatları",
  "kuralları",
  "komutları",
  "talimatlarını",
  "kurallarını",
  "komutlarını",
  "talimatlarini",
  "kurallarini",
  "komutlarini",
  "інструкції",
  "вказівки",
  "команди",
  "обмеження",
  "налаштування",
  "instruksi",
  "aturan",
  "perintah",
  "arahan",
  "batasan",
  "petunjuk",
  "maagizo",
  "maelekezo",
  "sheria",
  "amri",
  "vikwazo",
  "utos",
  "patakaran",
  "tagubilin",
  "panuto",
  "alituntunin",
  "instruktioner",
  "instruktionerna",
  "regler",
  "reglerna",
  "anvisningar",
  "begransningar",
  "direktiv",
  "huong",
  "chi",
  "tac",
  "lenh",
  "han",
  "thi",
];

/** Instruction overrides in Spanish, French, German, Italian, Portuguese, Dutch, Russian, Ukrainian, Polish, Indonesian, Swedish, Turkish and Vietnamese. */
export const multilingualOverride = patternSignal(
  "multilingual_override",
  INJECTION_THRESHOLD,
  [unicodeWords(anyOf([...LATIN_AND_CYRILLIC.map(overridePattern), GERMAN_VERB_LAST, DUTCH_VERB_LAST, TURKISH, VIETNAMESE]))],
  [NOUNS],
);

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
// Arabic: an override verb, at most two words, then instructions / rules / orders (with or without "the", "your").
const ARABIC =
  /(?:تجاهل|تجاهلي|انس|انسى|أهمل|اهمل|تخط|تخطى|لا تتبع|لا تلتزم ب)\s(?:[^\s]+\s){0,2}?(?:ال)?(?:تعليمات|إرشادات|ارشادات|قواعد|أوامر|اوامر|قيود)/;
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

/** Instruction overrides in Arabic. */
export const arabicOverride: InjectionSignal = {
  id: "arabic_override",
  weight: INJECTION_THRESHOLD,
  found: (text) => ARABIC_SCRIPT.test(text.text) && ARABIC.test(text.text),
};

/** Instruction overrides in Chinese, Japanese and Korean. */
export const cjkOverride: InjectionSignal = {
  id: "cjk_override",
  weight: INJECTION_THRESHOLD,
  found: (text) => CJK.test(text.text) && [CHINESE, JAPANESE, KOREAN].some((pattern) => pattern.test(text.text)),
};
