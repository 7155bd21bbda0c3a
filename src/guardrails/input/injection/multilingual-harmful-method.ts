import type { NormalisedText } from "../../normalize";
import { anyOf } from "../../text/pattern";
import { hasAnyWord } from "../../text/word-set";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";

// The harmful-method signal (./harmful-method.ts) in the other languages readers write in: a harmful subject (an
// explosive, a poison, a drug to make, a weapon, breaking into an account, forged papers) with a demand for the
// working method (step by step, exact amounts, in detail), unless the prompt asks for books. Words shared with
// English ("bomb", "pistol", "gift", "exact") are left out, so that English prompts are judged by the English signal
// alone. Latin accents are already stripped; scripts without spaces are matched as written.

const START = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}])";
const L = "\\p{L}";

function bounded(alternatives: readonly string[]): RegExp {
  return new RegExp(`${START}${anyOf(alternatives)}${END}`, "u");
}

const LATIN_HARM = bounded([
  // Spanish, Portuguese
  `explosiv(?:o|os|a|as)(?: caser[oa]s?)?`,
  "bombas? caser[ao]s?",
  `(?:envenenar|envenene|envenena)${L}*`,
  "veneno indetectable",
  "metanfetamina",
  "(?:fabricar|hacer|cocinar|fazer|produzir) (?:drogas?|metanfetamina|cocaina|heroina)",
  "armas? (?:casera|caseira|de fuego|de fogo|no rastreable|nao rastreavel)",
  `(?:hackear|piratear|clonar|invadir)${L}* (?:${L}+ ){0,3}?(?:cuenta|conta|tarjeta|cartao|sim|correo|email|wifi|telefono|celular)`,
  "(?:billetes|dinero|dinheiro|notas|documentos|pasaporte|passaporte) fals(?:os|as|o|a)",
  "falsificar (?:billetes|dinero|documentos|una firma|firmas)",
  "ligacao direta",
  "sin dejar rastro",
  // French
  `explosifs?`,
  "bombe artisanale",
  `empoisonn${L}*`,
  "poison indetectable",
  "(?:fabriquer|faire|synthetiser|synthetise) (?:de la )?(?:drogue|mdma|methamphetamine|heroine|cocaine)",
  "armes? (?:a feu|artisanale|intracable)",
  `pirater (?:${L}+ ){0,3}?(?:compte|telephone|wifi|messagerie)`,
  "(?:faux billets|fausse monnaie|faux papiers|faux passeport)",
  "sans laisser de traces?",
  // German, Dutch, Swedish
  `sprengstoff${L}*`,
  `(?:rohr|nagel|brief)bombe${L}*`,
  `(?:vergift|forgift)${L}*`,
  "giftmord",
  "(?:drogen|crystal meth|meth) (?:herstellen|kochen|maken|tillverka)",
  `(?:schusswaffe|waffe)${L}* (?:bauen|herstellen|drucken)`,
  "(?:wlan|passwort|auto|schloss|konto|handy) (?:knacken|hacken)",
  `knackt (?:${L}+ ){0,4}?(?:wlan|passwort|auto|schloss|konto|handy)`,
  "falschgeld",
  "gefalschte (?:ausweise|papiere|passe|pass|banknoten)",
  "explosieven",
  "vals geld",
  `sprangamne${L}*`,
  "falska (?:sedlar|pengar|pass)",
  // Italian
  `esplosiv${L}*`,
  `avvelen${L}*`,
  "veleno (?:non rintracciabile|invisibile)",
  "(?:pistola|arma) non rintracciabile",
  "(?:banconote|soldi) fals(?:e|i)",
  // Polish, Turkish, Indonesian, Vietnamese
  "materia(?:l|ly|[lł]y) wybuchow(?:y|e)",
  `otru(?:c|ć|j)${L}*`,
  `metamfetamin${L}*`,
  "(?:zhakowac|wlamac sie|w[lł]amac sie)",
  `patlay[iı]c[iı]${L}*`,
  `zehirle${L}*`,
  `uyusturucu`,
  `(?:hesab${L}* )?ele gecir${L}*`,
  "sahte (?:kimlik|para|pasaport)",
  "bahan peledak",
  `meracun${L}*`,
  "(?:narkoba|sabu)",
  "(?:membobol|bobol|ngehack)",
  "(?:uang|ktp|paspor) palsu",
  `(?:che tao|lam|tu che|tu lam) (?:${L}+ )?chat no`,
  "đau đoc",
  "ma tuy",
  "tien gia",
  // lock picking, growing cannabis, a Molotov cocktail, skimming (later writers' subjects)
  "crochet(?:er|e|es|ez) (?:une |la |les )?serrures?",
  `(?:cultivar|plantar|coltivare|anbauen|kweken) (?:${L}+ )?(?:marihuana|marijuana|maconha|cannabis|hierba|wiet)`,
  "(?:coctel|coquetel|cocktail|cocktel) molotov",
]);

const LATIN_DEMAND = bounded([
  // "la méthode exacte", "la cantidad exacta", "o método exato", "la dose esatta"
  "exact(?:e|es|a|as|o|os)",
  "exat(?:a|as|o|os)",
  "esatt(?:a|e|o|i)",
  "paso a paso",
  "passo a passo",
  "passo (?:dopo|per) passo",
  "exactamente",
  "exatamente",
  "esattamente",
  "con (?:todo )?detalle",
  "en detalle",
  "em detalhes?",
  `detallad${L}*`,
  `detalhad${L}*`,
  `dettagliat${L}*`,
  "(?:nei|in) dettagli?",
  "(?:que|en que|quais|quali) (?:cantidades|quantidades|quantita|productos|produtos|prodotti|proporciones|proporcoes)",
  "cantidades",
  "quantidades",
  "de verdad",
  "de verdade",
  "etape par etape",
  "pas a pas",
  "exactement",
  "precisement",
  "en detail",
  "(?:chaque|les) etapes?",
  `detaill(?:er|e|ez|es|ee|ees)`,
  "quantites",
  "schritt fur schritt",
  `genau${L}*`,
  "im detail",
  `detailliert${L}*`,
  "(?:die )?mengen",
  `(?:die )?befehle${L}*`,
  "stap voor stap",
  "precies",
  "steg for steg",
  "i detalj",
  "krok po kroku",
  `dok(?:l|ł)adn${L}*`,
  `szczegol${L}*`,
  "adim adim",
  "tam olarak",
  "(?:ayrintili|detayli)",
  `kodunu`,
  "langkah demi langkah",
  "(?:secara )?rinci",
  "yang beneran",
  "tung buoc",
  "chi tiet",
  "chinh xac",
]);

// One of these words must be in the prompt before the Latin-script patterns run: each demand needs one.
const LATIN_DEMAND_WORDS = [
  ...["exacte", "exactes", "exacta", "exactas", "exacto", "exactos", "exata", "exatas", "exato", "exatos"],
  ...["esatta", "esatte", "esatto", "esatti"],
  "paso",
  "passo",
  "exactamente",
  "exatamente",
  "esattamente",
  "detalle",
  "detalhe",
  "detalhes",
  "detallado",
  "detallada",
  "detallados",
  "detalladas",
  "detalladamente",
  "detalhado",
  "detalhada",
  "detalhados",
  "detalhadas",
  "detalhadamente",
  "dettagliato",
  "dettagliata",
  "dettagliati",
  "dettagliate",
  "dettagliatamente",
  "dettaglio",
  "dettagli",
  "cantidades",
  "quantidades",
  "quantita",
  "productos",
  "produtos",
  "prodotti",
  "proporciones",
  "proporcoes",
  "verdad",
  "verdade",
  "etape",
  "etapes",
  "pas",
  "exactement",
  "precisement",
  "detail",
  "detailler",
  "detaille",
  "detaillez",
  "detailles",
  "detaillee",
  "detaillees",
  "quantites",
  "schritt",
  "genau",
  "genaue",
  "genauen",
  "genauer",
  "genaues",
  "genauestens",
  "detailliert",
  "detaillierte",
  "detaillierten",
  "detaillierter",
  "detailliertes",
  "mengen",
  "befehle",
  "befehlen",
  "stap",
  "precies",
  "steg",
  "detalj",
  "krok",
  "dokladnie",
  "dokladny",
  "dokladna",
  "dokładnie",
  "dokładny",
  "dokładna",
  "szczegolowo",
  "szczegolowy",
  "szczegolowa",
  "szczegoly",
  "szczegolami",
  "adim",
  "tam",
  "ayrintili",
  "detayli",
  "kodunu",
  "langkah",
  "rinci",
  "beneran",
  "tung",
  "chi",
  "chinh",
];

const CYRILLIC = /[\u0400-\u04ff]/;
const CYRILLIC_HARM = bounded([
  `взрывчат${L}*`,
  `вибухівк${L}*`,
  `бомб${L}*`,
  `(?:отрав|отру)${L}*`,
  `наркотик${L}*`,
  "метамфетамин",
  `глушител${L}*`,
  `(?:огнестрельн|вогнепальн)${L}* (?:оружи|зброю)${L}*`,
  `(?:взлом|злам)${L}*`,
  `(?:фальшив|поддел|підроб)${L}*`,
  // a trojan, not the Trojan War ("троянская война")
  `троян(?!ск)${L}*`,
  `коктейл${L}* молотова`,
]);
const CYRILLIC_DEMAND = bounded([
  `пошагов${L}*`,
  "по шагам",
  `покроков${L}*`,
  "крок за кроком",
  `точн${L}*`,
  `подробн${L}*`,
  `детальн${L}*`,
  `пропорци${L}*`,
  `пропорці${L}*`,
  `(?:инструкци|інструкці)${L}*`,
  `достоверн${L}*`,
  `настоящ${L}*`,
  `справжн${L}*`,
  `рабоч${L}*`,
]);

// Chinese, Japanese, Korean: the subject, a verb of making or breaking in, and the demand, all three.
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const CJK_HARM =
  /炸药|炸弹|爆炸物|毒药|下毒|投毒|毒死|毒品|冰毒|枪支|手枪|消音器|假护照|假身份证|假钞|伪造|盗号|氰化物|氰化钾|青酸|诈骗|詐欺|账号|帳號|アカウント|계정|爆弾|爆薬|毒殺|毒薬|毒物|麻薬|覚醒剤|拳銃|偽札|偽造|폭탄|폭발물|독약|독살|마약|필로폰|총기|위조|위폐/;
const CJK_ACT =
  /制作|制造|做出?|合成|组装|配制|入侵|破解|获取|偷偷|买|購入|乗っ取|해킹하는|作り方|作る|作って|合成|組み立て|入る方法|만드는|만들|제조|조립|해킹|침입/;
const CJK_DEMAND =
  /详细|步骤|具体|配方|比例|用量|剂量|一步一步|真实可用|具体的|詳しく|手順|レシピ|分量|実際に使える|구체적|자세히|단계별|레시피|비율|정확하게|정확히|실제로 작동/;

const ARABIC = /[\u0600-\u06ff]/;
const ARABIC_HARM = /متفجرات|قنبلة|(?<![\u0600-\u06ff])سما?(?![\u0600-\u06ff])|تسميم|مخدرات|سلاح|اختراق|تزوير|عملة مزيفة/;
const ARABIC_DEMAND = /بالتفصيل|خطوة بخطوة|بدقة|المقادير|الوصفة/;

const DEVANAGARI = /[\u0900-\u097f]/;
const HINDI_HARM = /बम|विस्फोटक|ज़हर|जहर|ड्रग्स|हथियार|बंदूक|हैक|नकली नोट|जाली|चुरा|चोरी/;
const HINDI_DEMAND = /स्टेप बाय स्टेप|विस्तार से|सटीक|असली तरीक/;

const BOOKS = `(?:livres?|romans?|libros?|novelas?|buch|buchern?|romane?|libri|libro|romanzi|romanzo|livros?|romances?|boeken|boek|bocker|bok|ksiazk${L}*|powiesc${L}*|kitap${L}*|roman${L}*|книг${L}*|книжк${L}*|роман${L}*|buku|novel|sach)`;
const BEST_OR_WHICH = `(?:meilleurs?|meilleures?|quels?|quelles?|mejor(?:es)?|cual(?:es)?|bestes?|besten|welche[snmr]?|miglior[ei]?|quali?|melhor(?:es)?|beste|welk[e]?|basta|vilka?|najlepsz${L}*|jaki${L}*|en iyi|hangi|лучш${L}*|каки[ехм]${L}*|как(?:ой|ая|ое|ую)|яки[йхм]${L}*|terbaik)`;

/** A prompt in another language that asks for books: recommend them, or which is the best one. */
export const ASKS_FOR_BOOKS_IN_OTHER_LANGUAGES = new RegExp(
  `${START}(?:recomiend${L}*|recomend${L}*|recommand${L}*|conseill${L}*|empfiehl${L}*|empfehl${L}*|consigli${L}*|посовет${L}*|порекоменд${L}*|порад${L}*|polec${L}*|oner${L}*|rekomendasi${L}*|aanrad${L}*)|${START}${BEST_OR_WHICH}(?: ${L}+){0,3} ${BOOKS}${END}|推荐|おすすめ|추천|رشح|सुझा`,
  "u",
);

function asksHarmfulMethod({ text, words }: NormalisedText): boolean {
  if (hasAnyWord(words, LATIN_DEMAND_WORDS) && LATIN_DEMAND.test(text) && LATIN_HARM.test(text)) return true;
  if (CYRILLIC.test(text) && CYRILLIC_HARM.test(text) && CYRILLIC_DEMAND.test(text)) return true;
  if (CJK.test(text) && CJK_HARM.test(text) && CJK_ACT.test(text) && CJK_DEMAND.test(text)) return true;
  if (ARABIC.test(text) && ARABIC_HARM.test(text) && ARABIC_DEMAND.test(text)) return true;
  return DEVANAGARI.test(text) && HINDI_HARM.test(text) && HINDI_DEMAND.test(text);
}

export const harmfulMethodInOtherLanguages: InjectionSignal = {
  id: "harmful_method_other_languages",
  weight: INJECTION_THRESHOLD,
  found: (text) => asksHarmfulMethod(text) && !ASKS_FOR_BOOKS_IN_OTHER_LANGUAGES.test(text.text),
};
