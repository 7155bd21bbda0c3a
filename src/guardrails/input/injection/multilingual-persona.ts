import type { NormalisedText } from "../../normalize";
import { anyOf } from "../../text/pattern";
import { hasAnyWord } from "../../text/word-set";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";

// A persona without this assistant's limits, in the other languages readers write in: two of "from now on you are /
// pretend to be", "without any rules", "don't break character" and "my late grandmother" (the bedtime-story trick).
// Each part alone is ordinary ("a novel without rules", "pretend you are my librarian"); two together make the
// jailbreak persona. Latin accents are already stripped; scripts without spaces are matched as written.

const BEFORE = "(?<![\\p{L}\\p{N}])";
const AFTER = "(?![\\p{L}\\p{N}])";

// Chinese, Japanese and Korean phrases follow other letters directly: only the spaced ones need a word start.
const UNSPACED_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

function phrases(alternatives: readonly string[]): RegExp {
  const bounded = alternatives.map((phrase) => (UNSPACED_SCRIPT.test(phrase) ? phrase : `${BEFORE}${phrase}`));
  return new RegExp(anyOf(bounded), "u");
}

const ROLE = phrases([
  // Spanish, Portuguese, French, Italian, German, Dutch, Swedish
  `(?:a partir de ahora|desde ahora|de ahora en adelante) (?:tu )?(?:eres|seras)${AFTER}`,
  `finge (?:que eres|ser)${AFTER}`,
  `(?:a partir de agora|de agora em diante|agora) (?:voce e|voce sera|tu es)${AFTER}`,
  `finja (?:que (?:e|voce e)|ser)${AFTER}`,
  `(?:a partir de maintenant|desormais|dorenavant|maintenant) tu es${AFTER}`,
  `tu es (?:desormais|maintenant|dorenavant)${AFTER}`,
  `fais semblant d'etre${AFTER}`,
  `joue le role d${AFTER}`,
  `(?:da (?:ora|adesso)(?: in poi)?|d'ora in poi) (?:tu )?sei${AFTER}`,
  `(?:fingi|fai finta) di essere${AFTER}`,
  `(?:ab (?:jetzt|sofort)|von nun an|ab heute) bist du${AFTER}`,
  `tu so,? als (?:ob du|warst du|waerst du)${AFTER}`,
  `(?:vanaf nu|voortaan|vanaf nu aan) ben (?:je|jij)${AFTER}`,
  `doe alsof (?:je|jij)${AFTER}`,
  `(?:fran och med nu|hadanefter|fran nu) ar du${AFTER}`,
  `latsas att du ar${AFTER}`,
  // Polish, Russian, Ukrainian, Turkish, Indonesian, Vietnamese
  `od (?:teraz|dzis|dzisiaj|tej chwili) (?:ty )?jestes${AFTER}`,
  `udawaj,? ze jestes${AFTER}`,
  `(?:с этого момента|отныне|теперь) ты${AFTER}`,
  `ты (?:теперь|отныне)${AFTER}`,
  `(?:притворись|представь),? что ты${AFTER}`,
  `(?:з цього моменту|відтепер|тепер) ти${AFTER}`,
  `ти (?:тепер|відтепер)${AFTER}`,
  `(?:прикинься|уяви,? що ти)${AFTER}`,
  `(?:bundan (?:sonra|boyle)|su andan itibaren|artık|artik) sen${AFTER}`,
  `sen (?:artık|artik)${AFTER}`,
  `(?:mulai (?:sekarang|saat ini)|dari sekarang) (?:kamu|anda|kau) (?:adalah|jadi|menjadi)${AFTER}`,
  `berpura-pura(?:lah)? (?:menjadi|jadi|sebagai)${AFTER}`,
  `(?:tu (?:gio|bay gio)|ke tu bay gio)(?: tro đi)? (?:ban|may|cau) (?:la|se la)${AFTER}`,
  `gia vo (?:ban|may|cau) la${AFTER}`,
  // Chinese, Japanese, Korean, Arabic, Hindi
  "从现在(?:开始|起)[，,]?你(?:就)?是",
  "你现在是",
  "假装你是",
  "今から(?:あなた|君|お前)は",
  "(?:あなた|君|お前)は今から",
  "のふりをして",
  "지금부터 (?:너는|넌|당신은)",
  "인 척 ?해",
  "تظاهر(?:ي)? بأنك",
  "من الآن (?:فصاعدا )?(?:أنت|انت)",
  "अब से (?:तुम|आप)",
  "होने का नाटक कर",
]);

const UNBOUND = phrases([
  `(?:sin|sem|sans|senza|ohne|zonder|utan|bez|tanpa) (?:ninguna |ningun |nenhuma |aucune |aucun |alcuna |alcun |jegliche |alle |enige |nagra |zadnych |jakichkolwiek )?(?:reglas|regras|regles|regole|regeln|regels|regler|zasad|regul|aturan|restricciones|restriccion|restricoes|restricao|restrictions|restriction|restrizioni|restrizione|einschrankungen|beperkingen|begransningar|ograniczen|batasan|limites|limite|limiti|grenzen|filtros|filtro|filtres|filtre|filtri|filter|filters|filtrow|censura|censure|zensur|censuur|censur|cenzury|sensor)${AFTER}`,
  `без (?:каких-либо |всяких |любых |жодних )?(?:правил|ограничений|обмежень|цензуры|цензури|фильтров|фільтрів)${AFTER}`,
  `(?:hicbir |hiçbir )?(?:kural|kurallar|sınır|sinir|sınırlar|sinirlar|kısıtlama|kisitlama|kısıtlamalar|kisitlamalar)(?:ı|i)? (?:olmayan|yok)${AFTER}`,
  `(?:n'obeit|n'obeissant|ne suit|ne respecte|ne connait) a aucune (?:regle|loi|limite|restriction)${AFTER}`,
  `khong co (?:bat ky |bat cu )?(?:quy tac|gioi han|luat le|rang buoc)${AFTER}`,
  "没有(?:任何)?(?:规则|限制|约束|底线)",
  "不受(?:任何)?(?:规则|限制|约束)",
  "(?:ルール|制限|規則|制約)(?:が|の)?(?:一切)?(?:ない|なし|無い)",
  "(?:규칙|제한|제약)(?:이|도)? ?(?:전혀 )?없는",
  "(?:بدون|بلا|دون) (?:أي )?(?:قيود|قواعد)",
  "बिना (?:किसी )?(?:नियम|प्रतिबंध|सीमा)",
  "कोई (?:नियम|सीमा) नहीं",
]);

const STAY_IN_CHARACTER = phrases([
  `no (?:rompas|salgas de(?:l)?) (?:el )?personaje${AFTER}`,
  `ne (?:sors|sortez) (?:pas|jamais) de (?:ton|votre) (?:role|personnage)${AFTER}`,
  `(?:bleib|bleibe|bleiben sie) in (?:deiner |ihrer |der )?rolle${AFTER}`,
  `non (?:uscire|rompere) (?:mai )?(?:dal|il) personaggio${AFTER}`,
  `nao (?:saia|quebre) (?:do|o) personagem${AFTER}`,
  `blijf in (?:je |jouw )?rol${AFTER}`,
  `nie wychodz z roli${AFTER}`,
  `не выходи из (?:роли|образа)${AFTER}`,
  `не виходь з ролі${AFTER}`,
  `rolden (?:cıkma|cikma)${AFTER}`,
  `jangan keluar dari (?:peran|karakter)${AFTER}`,
  "不要(?:跳出|脱离|打破)角色",
  "(?:役|キャラ)を(?:崩さないで|降りないで|やめないで)",
  "캐릭터를 (?:깨지 ?마|유지해)",
  "لا تخرج من (?:الدور|الشخصية)",
]);

const LATE_RELATIVE = phrases([
  `(?:grand-mere|abuela|avo|avó|nonna|oma|babcia|mormor|farmor|nenek|ba noi|ba ngoai) (?:\\p{L}+ )?(?:defunte|decedee|fallecida|difunta|falecida|defunta|scomparsa|verstorbene|verstorben|zmarla|overleden|bortgangna|almarhumah|almarhum|đa mat|quá cố)${AFTER}`,
  `(?:покойн\\p{L}* бабушк\\p{L}*|бабушк\\p{L}*,? (?:которая|котрая) (?:умерла|ушла))`,
  "(?:已故|去世的|过世的)(?:的)?(?:奶奶|外婆|祖母)",
  "亡くなった(?:祖母|おばあちゃん)",
  "돌아가신 할머니",
  "جدتي الراحلة",
  "स्वर्गीय दादी",
]);

// Arabic, Devanagari, Chinese, Japanese and Korean letters: their phrases are not made of separate words.
export const UNSPACED_LETTERS = /[\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[\u0900-\u097f]/;

/** A part's pattern runs only when one of its words (or an unspaced script) is in the prompt: most prompts have none. */
export interface Part {
  readonly pattern: RegExp;
  readonly words: readonly string[];
}

/** "Without any rules / restrictions / filters" in the other languages (also read by ./multilingual-unbound-answer.ts). */
export const UNBOUND_PART: Part = {
  pattern: UNBOUND,
  words: [
    "reglas",
    "regras",
    "regles",
    "regole",
    "regeln",
    "regels",
    "regler",
    "zasad",
    "regul",
    "aturan",
    "restricciones",
    "restricoes",
    "restrictions",
    "restrizioni",
    "einschrankungen",
    "beperkingen",
    "begransningar",
    "ograniczen",
    "batasan",
    "limites",
    "limiti",
    "grenzen",
    "filtros",
    "filtres",
    "filtri",
    "filter",
    "filters",
    "filtrow",
    "censura",
    "censure",
    "zensur",
    "censuur",
    "censur",
    "cenzury",
    "sensor",
    "правил",
    "ограничений",
    "обмежень",
    "цензуры",
    "цензури",
    "фильтров",
    "фільтрів",
    "kural",
    "kurallar",
    "kuralı",
    "kurali",
    "kuralları",
    "kurallari",
    "sınırları",
    "sinirlari",
    "sınır",
    "sinir",
    "sınırı",
    "siniri",
    "sınırlar",
    "sinirlar",
    "kısıtlama",
    "kisitlama",
    "kısıtlamalar",
    "kisitlamalar",
    "quy",
    "gioi",
    "luat",
    "rang",
    "regle",
    "loi",
    "limite",
    "restriction",
  ],
};

const PARTS: readonly Part[] = [
  {
    pattern: ROLE,
    words: [
      "ahora",
      "eres",
      "seras",
      "finge",
      "agora",
      "voce",
      "finja",
      "es",
      "semblant",
      "joue",
      "sei",
      "fingi",
      "finta",
      "bist",
      "als",
      "ben",
      "alsof",
      "ar",
      "latsas",
      "jestes",
      "udawaj",
      "ты",
      "ти",
      "прикинься",
      "уяви",
      "sen",
      "kamu",
      "anda",
      "kau",
      "berpura",
      "berpuralah",
      "gio",
      "vo",
    ],
  },
  UNBOUND_PART,
  {
    pattern: STAY_IN_CHARACTER,
    words: [
      "personaje",
      "role",
      "personnage",
      "rolle",
      "personaggio",
      "personagem",
      "rol",
      "roli",
      "роли",
      "образа",
      "ролі",
      "rolden",
      "peran",
      "karakter",
    ],
  },
  {
    pattern: LATE_RELATIVE,
    words: [
      "grand",
      "mere",
      "abuela",
      "avo",
      "nonna",
      "oma",
      "babcia",
      "mormor",
      "farmor",
      "nenek",
      "ba",
      "покойная",
      "покойной",
      "покойную",
      "бабушка",
      "бабушки",
      "бабушку",
    ],
  },
];

export function present(text: NormalisedText, part: Part, unspaced: boolean): boolean {
  return (unspaced || hasAnyWord(text.words, part.words)) && part.pattern.test(text.text);
}

export const personaInOtherLanguages: InjectionSignal = {
  id: "persona_other_languages",
  weight: INJECTION_THRESHOLD,
  found: (text) => {
    const unspaced = UNSPACED_LETTERS.test(text.text);
    let parts = 0;
    for (const part of PARTS) if (present(text, part, unspaced) && ++parts === 2) return true;
    return false;
  },
};
