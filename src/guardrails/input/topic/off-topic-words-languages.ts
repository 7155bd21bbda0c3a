import { anyOf, unicodeWords } from "../../text/pattern";
import { testText } from "../../text/pattern-words";

// Off-topic subjects in other languages (lower case, Latin accents stripped as the normaliser leaves them): weather,
// cooking, prices, health, sport, travel papers and tickets, banking, exchange rates, taxes, programming, diets and
// flights. Words with a book sense ("prix" of the Prix Goncourt, "costa", "roman", "novela", "vol", "desayuno" of
// Desayuno en Tiffany's) are left out.
const BOUNDED = [
  "llover|llovera|llueve|lluvia|nevar|nevara|nieva|chover|chovera|chove|chuva|piovera|piove|pioggia|nevichera|pleuvoir|pleuvra|pleut|neiger|neigera|regnen|regnet|schneien|schneit|regenen|regent|sneeuwen|padac|deszcz|snieg|дожд\\p{L}*|снег\\p{L}*|yagmur|kar yagacak|meteo|quel temps (?:fait|fera|va)|que tiempo (?:hace|hara|va a hacer)|che tempo (?:fa|fara)|wetter|wettervorhersage|clima|previsioni del tempo|previsao do tempo|weerbericht|pogoda|vadret|hava durumu|hava nas[iı]l|погод[аыуе]|طقس|الطقس|मौसम",
  "recettes?|rezepte?|recetas?|ricette?|receitas?|recept(?:en)?|przepis|рецепт\\p{L}*|وصفة|طبخ|أطبخ|الطبخ|tarifi|cuisiner|kochen|cocinar|cucinare|cozinhar|koken|ugotowac|приготовить",
  "kostet|kosten|cuanto cuesta|quanto costa|quanto custa|prijs|kostar|ile kosztuje|сколько стоит|цена|سعر|fiyati?|ne kadar(?! (?:surer|suruyor|surdu|surecek|zaman|vakit|bilgin|biliyor))|कीमत|precio|prezzo|preco",
  "mal (?:a la gorge|de tete|au ventre|de dents)|kopfschmerzen|halsschmerzen|bauchschmerzen|dolor de (?:cabeza|garganta|estomago)|mal di (?:testa|gola|pancia)|dor de (?:cabeca|garganta)|hoofdpijn|keelpijn|bol (?:glowy|gardla)|головн\\p{L}* бол\\p{L}*|болит|صداع|agrisi|सिरदर्द|बुखार|medicaments?|medikamente?|medicamentos?|farmaci|lekarstw\\p{L}*|лекарств\\p{L}*",
  "spiel gewonnen|hat (?:das spiel|gewonnen)|chi ha vinto (?:la|il) (?:serie|campionato|partita|mondiale)|quien gano (?:el|la) (?:partido|liga|mundial|copa)|qui a gagne (?:le|la) (?:match|coupe|championnat)|чемпионат\\p{L}*|campeonato|campionato|championnat|academia de ginastica|palestra|fitnessstudio|ibu kota|partido|partita|wedstrijd|mecz|матч|مباراة|मैच|fussball|fußball|futbol|futebol|calcio|voetbal|pilka nozna|футбол|كرة القدم|ligue 1|serie a|la liga",
  "passeport|reisepass|pasaporte|passaporto|passaporte|paszport|паспорт|جواز السفر|pasaport|पासपोर्ट|billet de train|bahnticket|zugticket|billete de tren|biglietto del treno|bilhete de comboio|treinkaartje|bilet na pociag|билет на поезд",
  "tipo de cambio|taux de change|wechselkurs|tasso di cambio|taxa de cambio|wisselkoers|kurs (?:dolara|euro|walut)|курс (?:доллара|евро|рубля|валют)|doviz kuru|سعر الصرف|विनिमय दर",
  "steuererklarung|declaracion de la renta|declaration d'impots|dichiarazione dei redditi|imposto de renda|belastingaangifte|zeznanie podatkowe|налогов\\p{L}* декларац\\p{L}*|vergi beyannamesi|الإقرار الضريبي|आयकर रिटर्न",
  "programar en|programmieren|programmer en|programmare in|programowa\\p{L}*|программирова\\p{L}*|البرمجة|प्रोग्रामिंग",
  "dieta para|diat|abnehmen|perdre du poids|perder peso|dimagrire|afvallen|schudnac|похудеть|kilo vermek|إنقاص الوزن|वजन कम",
  "vuelos?|flug(?:e|ticket)?|volo per|voos?|vlucht(?:en)?|bilet lotniczy|авиабилет\\p{L}*|ucak bileti|تذكرة طيران|फ्लाइट",
  "compte bancaire|bankkonto|cuenta bancaria|conto corrente|conta bancaria|bankrekening|konto bankowe|банковский сч[её]т|حساب بنكي|banka hesabi|hypotheque|hypothek|hipoteca|mutuo|hypotheek|kredyt hipoteczny|ипотек\\p{L}*",
  // devices, repairs and stains (not the phone itself: "Handy:", "telefone" label a contact detail)
  "portatil|ordenador|portatile|ordinateur|laptop|ноутбук\\p{L}*|смартфон\\p{L}*|bilgisayar|reparar|arreglar|reparer|reparieren|riparare|aggiustare|consertar|repareren|naprawic|починить|ремонт\\p{L}*|tache|macchia|bicicleta|velo|fahrrad|fiets|rower|велосипед\\p{L}*|bisiklet|pneu|neumatico|reifen",
  // symptoms, insurance, places to eat and stay, learning a language, swimming, travelling
  "sintomas|sintomi|symptomes|symptome|symptomen|objawy|симптом\\p{L}*|belirtileri|gejala|grippe|influenza|dengue|грипп\\p{L}*|dolor de espalda|mal de dos|ruckenschmerzen|mal di schiena|dor nas costas|versicherung|assicurazione|verzekering|ubezpieczeni\\p{L}*|страховк\\p{L}*|sigorta\\p{L}*|seguro de (?:coche|auto|vida|salud|hogar|viaje)|assurance (?:auto|habitation|vie|voyage)|restaurante|ristorante|restauracja|ресторан\\p{L}*|lokanta|restoran|donde (?:alojarme|quedarme|dormir)|ou (?:loger|dormir)|wo (?:ubernachten|schlafen)|dove (?:alloggiare|dormire)|onde (?:ficar|me hospedar)|nerede kalmal\\p{L}*|где (?:остановиться|переночевать)",
  // plumbing, phone plans, trains, prices under a sum, hotels, savings, pancakes, Vietnamese weather and cooking
  "grifo|fontanero|fuga de agua|robinet|plombier|wasserhahn|klempner|rubinetto|idraulico|torneira|encanador|kraan|loodgieter|hydraulik|сантехник\\p{L}*|kamera|camara (?:de fotos|reflex)|appareil photo|fotocamera|plano de celular|plan de (?:celular|movil|telefonia)|forfait (?:mobile|telephone)|handyvertrag|tarifa (?:movil|de telefono)|trein|zug nach|treno per|comboio|pociag\\p{L}*|(?:unter|menos de|moins de|sotto i|abaixo de|onder de) \\d+ (?:euro|euros|dollar|dolares|reais|zloty)|hotel in|hoteles?|hotels? (?:a|en|in|em|pas cher)|होटल|रेस्टोरेंट|spara pengar|sparkonto|bolan|aktier|pannekak\\p{L}*|pannkak\\p{L}*|oppskrift\\p{L}*|thoi tiet|nau an|mon an ngon",
  "aprender (?:ingles|frances|aleman|italiano|chino|japones|a nadar|a conducir)|apprendre (?:l'anglais|l'espagnol|l'allemand|a nager|a conduire)|(?:englisch|spanisch|franzosisch|deutsch) lernen|imparare (?:l'inglese|lo spagnolo|il francese|a nuotare)|aprender a nadar|(?:nederlands|engels) (?:te )?leren|выучить (?:английский|язык)|ingilizce|hoc tieng anh|nadar|nager|schwimmen|nuotare|zwemmen|plywac|viajar|voyager|viaggiare|(?:nach \\p{L}+ )?zu reisen|nasi goreng|kupika",
];
// Chinese, Japanese and Korean are written without spaces: their words are found anywhere.
const UNBOUNDED = [
  "天气|天気|날씨|食谱|菜谱|レシピ|레시피|做饭|요리|多少钱|价格|値段|いくら|가격|얼마(?!나 걸)|头疼|头痛|感冒|頭痛|風邪|두통|감기",
  "汇率|為替|환율|个税|确定申告|確定申告|연말정산|减肥|ダイエット|다이어트|下雨|下雪|雨が降|눈이 올|비가 올|航班|フライト|항공편|拉面|ラーメン屋|라면 맛집",
  "红烧肉|炒饭|饺子|做菜|怎么做(?=.{0,6}[肉菜饭面汤蛋])|笔记本电脑|ノートパソコン|노트북|餐厅|饭店|レストラン|식당|맛집|学英语|영어 공부|症状|증상",
  "比赛|試合|경기|足球|サッカー|축구|护照|パスポート|여권|火车票|高铁|新幹線|기차표|항공권|机票|航空券|银行账户|銀行口座|은행 계좌|房贷|住宅ローン|주택담보대출",
];

const BOUNDED_PATTERN = unicodeWords(anyOf(BOUNDED));
const UNBOUNDED_PATTERN = new RegExp(anyOf(UNBOUNDED));
/** The patterns `testText` may skip on a long prompt (src/guardrails/input/guarded-patterns.ts). */
export const OTHER_LANGUAGE_SUBJECT_PATTERNS = [BOUNDED_PATTERN, UNBOUNDED_PATTERN];

/** Whether the prompt names an off-topic subject in another language. */
export function namesOffTopicSubjectInOtherLanguages(text: string): boolean {
  return testText(BOUNDED_PATTERN, text) || testText(UNBOUNDED_PATTERN, text);
}
