import type { NormalisedText } from "../../normalize";
import { hasAnyWord } from "../../text/word-set";

// Requests to act in Russian, Ukrainian, Polish, Turkish, Indonesian, Vietnamese, Chinese, Japanese, Korean, Arabic
// and Hindi: the imperative (or "for me" request form) of buying, reserving, sending, posting, saving, deleting,
// downloading, opening a link, running code and setting reminders. Words that also ask for advice are left out
// ("买" alone: "which book is worth buying?"; Korean "알려 줘": "tell me"); idioms are excluded where they collide
// ("открой для себя": "discover"). Latin accents are already stripped (Polish "ł" and Turkish "ı" stay).

const START = "(?:^|[.!?;:,\\n]\\s*|\\s(?:и|а|потом|затем|i|a|potem|ve|sonra|lalu|dan|va|roi)\\s)";
const WORD_END = "(?![\\p{L}\\p{N}])";

const CYRILLIC_AND_LATIN = new RegExp(
  `${START}(?:(?:пожалуйста|будь ласка|будь добр|prosze|lutfen|lütfen|tolong|coba|mohon|bisakah kamu|bisa|lam on),?\\s)?(?:` +
    [
      // Russian
      "купи|закажи|оформи (?:заказ|предзаказ|подписку)|забронируй|продли|отмени (?:заказ|подписку|бронь)|отправь|перешли|опубликуй|выложи|запости|скачай|загрузи|сохрани|удали|открой(?! для себя)|выполни|запусти|смени|измени|поменяй|поставь (?:мне )?(?:напоминание|будильник|таймер)|напомни(?: мне)? (?:завтра|сегодня|вечером|утром|в \\d|через|о том|про|что)|зайди на (?:сайт|страниц)|перейди (?:на сайт|по ссылке)",
      // Ukrainian
      "купи|замов|забронюй|продовж|скасуй|надішли|відправ|опублікуй|завантаж|збережи|видали|відкрий(?! для себе)|виконай|запусти|зміни|постав (?:мені )?(?:нагадування|будильник)|нагадай(?: мені)? (?:завтра|сьогодні|ввечері|о \\d|через|про)|зайди на (?:сайт|сторінк)|перейди (?:на сайт|за посиланням)",
      // Polish
      "kup|zamow|zarezerwuj|przed[lł]uz|anuluj|wyslij|opublikuj|pobierz|zapisz|usun|otworz|wykonaj|uruchom|zmien|przypomnij mi|ustaw (?:mi )?(?:przypomnienie|budzik|alarm|minutnik)|prosze (?:o )?(?:usuniecie|usunac|kupic|zamowic|wyslac|zarezerwowac|przed[lł]uzyc|uruchomic|pobrac|zmienic)|wejdz na (?:strone|witryne)",
      // Indonesian
      "belikan|pesankan|perpanjang|batalkan|kirim(?:kan|in)? (?:\\S+ ){0,5}?(?:ke|kepada)|posting(?:kan)?|unggah|hapus|simpan|unduh|jalankan|ubah|ingatkan (?:aku|saya|kami)|pasang (?:alarm|pengingat)|buka (?:link|tautan|situs|halaman|url)(?! (?:apa|mana))",
      // Vietnamese
      "mua (?:giup|cho|ho) (?:minh|toi|em|tui)|gia han|huy (?:đon|đang ky|goi)|gui (?:\\S+ ){0,5}?(?:cho|qua|toi|len)|đang (?:len|bai)|xoa|luu (?:lai|vao)|tai (?:ve|xuong)|chay (?:\\S+ ){0,3}?(?:code|ma|script|lenh|chuong trinh)|mo (?:link|trang|file|tep|đuong dan)|vao (?:trang|web|link)(?! nao)|nhac (?:toi|minh|em|tui)|đat (?:bao thuc|hen gio|loi nhac|lich)",
    ].join("|") +
    `)${WORD_END}`,
  "u",
);

// Turkish puts the verb last: the imperative or "can you …" form of each verb, wherever it stands.
const TURKISH_VERBS = [
  "al",
  "ver",
  "et",
  "uzat",
  "gonder",
  "paylas",
  "yayınla",
  "yayinla",
  "indir",
  "yukle",
  "kaydet",
  "sil",
  "calıstır",
  "calistir",
  "degistir",
  "duzelt",
  "guncelle",
  "hatırlat",
  "hatirlat",
  "gir",
];
const TURKISH_ENDINGS = ["", "in", "iniz", "ir", "ır", "ar", "er", "ur", "abilir", "ebilir", "ip"];
const TURKISH_WORDS = TURKISH_VERBS.flatMap((verb) => TURKISH_ENDINGS.map((ending) => verb + ending));
const TURKISH = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:satın al|satin al|siparis ver|rezerve et|iptal et|uzat|gonder|paylas|yayınla|yayinla|indir|yukle|kaydet|sil|calıstır|calistir|degistir|duzelt|guncelle|hatırlat|hatirlat|linke gir|siteye gir)(?:|in|iniz|ir misin|ır mısın|ar mısın|er misin|ur musun|abilir misin|ebilir misin|ip|ir misiniz|er misiniz)(?![\\p{L}\\p{N}])`,
  "u",
);

const UNSPACED = new RegExp(
  [
    // Chinese: a request form ("帮我", "给我", "替我", "请你", "麻烦你") before the verb; "提醒我" with a time
    "(?:帮我|给我|替我|请你|请帮我|麻烦你|你帮我)(?:把.{0,20}?|在.{1,12}?[上里])?(?:买|购买|下单|订购|预订|预约|续借|续订|取消|发送|发给|发到|转发|发布|分享到|上传|下载|保存|删除|打开|运行|执行|修改|更改|查询)",
    "把.{1,30}?(?:发到|转发给|分享到|上传到|保存到|删除)",
    "提醒我(?:明天|今天|下午|上午|晚上|早上|\\d|每天|每周|在|去|要|还)",
    // Japanese: the verb in its request form
    "(?:買|注文|予約|送信|送|投稿|削除|保存|ダウンロード|アップロード|実行|変更|更新|延長|返却|開|リマインド|通知)(?:して|って|いて)(?:ください|下さい|くれ|もらえ|ほしい|欲しい)",
    "(?:注文|予約|送信|投稿|削除|保存|ダウンロード|アップロード|実行|変更|更新|延長|返却)して(?:[。!！]|$)",
    "(?:URL|リンク|サイト|ページ)を開いて",
    "打开(?:这个|那个)?(?:网址|链接|网页|网站)",
    "(?:사이트|홈페이지|링크)(?:에)? 들어가",
    "데이터베이스.{0,30}(?:줘|주세요)",
    // Korean: the verb with 줘 / 주세요 / 줄래
    "(?:사|주문해|예약해|보내|전송해|게시해|올려|삭제해|지워|저장해|다운로드해|업로드해|실행해|변경해|바꿔|열어|연장해|반납해|리마인드해)(?: ?줘| ?주세요| ?줄래| ?줄 수)",
    "열어서",
    "알람 ?(?:맞춰|설정)",
    // Arabic: an imperative at the start of a clause
    "(?:^|[.!?؟،]\\s*)(?:من فضلك |رجاء )?(?:اشتر|اطلب لي|احجز|جدد|ألغ|أرسل|ارسل|انشر|احذف|احفظ|نزل|حمل|شغل|نفذ|افتح|غير|ذكرني)",
    // Hindi
    "(?:खरीद|ऑर्डर कर|बुक कर|रिन्यू कर|भेज|पोस्ट कर|डिलीट कर|हटा|सेव कर|डाउनलोड कर|रन कर|खोल) (?:दो|दीजिए|दीजिये)",
    "चलाकर|चला दो|चला दीजिए|याद दिला",
  ].join("|"),
  "u",
);

const CYRILLIC = /[\u0400-\u04ff]/;
const UNSPACED_SCRIPTS = /[\u0600-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[\u0900-\u097f]/;
// Words that only these languages use, so that English prose skips the Latin-script patterns.
const LATIN_GATE = [
  "kup",
  "zamow",
  "zarezerwuj",
  "przedluz",
  "przedłuz",
  "anuluj",
  "wyslij",
  "opublikuj",
  "pobierz",
  "zapisz",
  "usun",
  "otworz",
  "wykonaj",
  "uruchom",
  "zmien",
  "przypomnij",
  "ustaw",
  "prosze",
  "belikan",
  "pesankan",
  "perpanjang",
  "batalkan",
  "kirim",
  "kirimkan",
  "kirimin",
  "posting",
  "postingkan",
  "unggah",
  "hapus",
  "simpan",
  "unduh",
  "jalankan",
  "ubah",
  "ingatkan",
  "pasang",
  "mua",
  "gia",
  "huy",
  "gui",
  "đang",
  "xoa",
  "luu",
  "tai",
  "chay",
  "mo",
  "nhac",
  "đat",
  "wejdz",
  "buka",
  "vao",
];

/** Whether the prompt asks, in one of these languages, for something the assistant cannot do. */
export function asksInOtherScripts(text: NormalisedText): boolean {
  const prose = text.text;
  if (hasAnyWord(text.words, TURKISH_WORDS) && TURKISH.test(prose)) return true;
  if ((hasAnyWord(text.words, LATIN_GATE) || CYRILLIC.test(prose)) && CYRILLIC_AND_LATIN.test(prose)) return true;
  return UNSPACED_SCRIPTS.test(prose) && UNSPACED.test(prose);
}
