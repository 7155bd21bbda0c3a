import type { NormalisedText } from "../../normalize";
import { anyOf, unicodeWords } from "../../text/pattern";
import { hasAnyWord } from "../../text/word-set";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";

// Prompt extraction in other languages asks for a copy: "word for word", "verbatim" (Latin accents already
// stripped). English has its own extraction signals (./prompt-extraction.ts).
const VERBATIM = unicodeWords(
  anyOf([
    "palabra por palabra|al pie de la letra|textualmente|palavra por palavra|ao pe da letra|mot pour mot|mot a mot|textuellement",
    "parola per parola|testualmente|wortwortlich|wort fur wort|letterlijk|woord voor woord|słowo w słowo|dosłownie|doslova",
    "slovo od slova|cuvant cu cuvant|ordagrant|ord for ord|дословно|слово в слово|дослівно|kelimesi kelimesine|harfiyen|aynen",
    "حرفي\\p{L}*|کلمه به کلمه|عینا|מילה במילה|शब्दशः|शब्द-दर-शब्द|ज्यों का त्यों|nguyen van|tung chu|kata demi kata",
    "kata per kata|λ[εέ]ξη προς λ[εέ]ξη|κατ[αά] λ[εέ]ξη",
  ]),
);
const VERBATIM_CJK = /逐字|原封不动|一字不差|一字一句|原文のまま|そのまま|逐語|그대로|한 글자도/;

// What is to be copied: the chat's beginning ("before my first message", "at the start of this chat") ...
const CHAT_START = unicodeWords(
  anyOf([
    "antes de (?:mi primer mensaje|que yo llegara)|al (?:principio|inicio) de (?:esta|nuestra) (?:conversacion|charla|chat)",
    "antes da minha primeira mensagem|antes de eu chegar|no inicio (?:desta|da nossa) conversa",
    "avant mon premier message|avant que j'arrive|au debut de (?:cette|notre) conversation",
    "prima del mio primo messaggio|prima che arrivassi|all'inizio di questa (?:chat|conversazione)",
    "vor meiner ersten nachricht|am anfang (?:dieses|unseres) (?:chats|gesprachs)|voor mijn eerste bericht|aan het begin van (?:dit|ons) gesprek",
    "przed moja pierwsza wiadomoscia|na poczatku (?:tej|naszej) rozmowy|pred mou prvni zpravou|na zacatku (?:teto|nasi) konverzace|pred zacatkem konverzace",
    "inainte de primul meu mesaj|la inceputul (?:acestei conversatii|conversatiei noastre)|fore mitt forsta meddelande|i borjan av (?:det har samtalet|chatten|var konversation)",
    "до (?:моего|мого) перв\\p{L}* сообщени\\p{L}*|в начале (?:этого|нашего) (?:разговора|чата|диалога)",
    "до (?:мого|моїх) перш\\p{L}* повідомлен\\p{L}*|на початку (?:цієї|нашої|цього) (?:розмови|бесіди|чату)",
    "ilk mesaj\\p{L}* once|sohbetin basinda|بداية (?:هذه )?المحادثة|قبل رسالتي الأولى|ابتدای (?:این|همین) گفتگو|قبل از (?:اولین پیام|پیام اول)",
    "בתחילת השיחה|לפני ההודעה הראשונה|बातचीत की शुरुआत|मेरे पहले संदेश से पहले|dau cuoc tro chuyen|truoc tin nhan dau tien",
    "awal percakapan|sebelum pesan pertama|στην αρχ[ηή] της συνομιλ[ιί]ας μας",
  ]),
);
const CHAT_START_CJK = /对话开始|会话开始|第一条消息之前|会話の最初|最初のメッセージの前|대화 시작|첫 메시지 전/;

// ... or instructions that are the assistant's own: an instructions noun and the second person in the same prompt, so
// "cite the witches' instructions word for word" in Spanish stays a book question.
const INSTRUCTIONS = unicodeWords(
  anyOf([
    "instrucciones|instrucoes|instructions|consignes|istruzioni|anweisungen|instruktionen|\\p{L}*instructies|instrukcje|instrukcji|instrukce|instrukci",
    "instructiuni\\p{L}*|instruktioner(?:na)?|\\p{L}*инструкци\\p{L}*|\\p{L}*інструкці\\p{L}*|talimat\\p{L}*|(?:ال)?تعليمات\\p{L}*",
    "دستورالعمل\\p{L}*|(?:ה)?הנחיות\\p{L}*|(?:ה)?הוראות\\p{L}*|निर्देश\\p{L}*|huong dan|instruksi|οδηγ[ιί]ες|system\\p{L}*",
  ]),
);
const INSTRUCTIONS_CJK = /指示|指令|提示词|プロンプト|지시|지침|프롬프트/;
const SECOND_PERSON = unicodeWords(
  anyOf([
    "tus|te|tu|tes|ton|ta|vos|votre|vous|t'|tuoi|tue|tuo|ti|suas|seu|sua|voce|teu|tuas",
    "dein\\p{L}*|dir|dich|je|jouw|uw|twoje|twoich|swoje|ci|tobie|tvoje|tve|ti|jsi|tale|tau|dina|din|du",
    "твои|твоих|свои|своих|свої|своїх|talimatlarin|talimatlarını|тебе|тебя|ваш\\p{L}*|вам|твої|твоїх|тобі|тебе|sana|senin|kamu|anda|ban|σου|σας",
    "لك|إليك|لديك|عندك|تعليماتك|خودت|به تو|שלך|שקיבלת|आपके|आपको|तुम्हें|तुम्हारे",
  ]),
);
const SECOND_PERSON_CJK = /你|您|あなた|君|당신|너/;

// A word every VERBATIM alternative in a space-separated script holds, and fragments for the scripts whose words the
// word set may not split the same way: the patterns run only on the rare prompt that has one.
const VERBATIM_WORDS = [
  ...["palabra", "pie", "textualmente", "palavra", "pe", "mot", "textuellement", "parola", "testualmente", "wortwortlich", "wort"],
  ...["letterlijk", "woord", "słowo", "dosłownie", "doslova", "slovo", "cuvant", "ordagrant", "ord", "дословно", "слово"],
  ...["дослівно", "kelimesi", "harfiyen", "aynen", "nguyen", "tung", "kata", "λέξη", "λεξη", "κατα", "κατά"],
];
const VERBATIM_FRAGMENTS = [
  "حرفي",
  "کلمه",
  "عینا",
  "מילה",
  "शब्द",
  "ज्यों",
  "逐字",
  "原封不动",
  "一字",
  "原文",
  "そのまま",
  "逐語",
  "그대로",
  "한 글자",
];

function asksCopy(text: NormalisedText): boolean {
  const candidate = hasAnyWord(text.words, VERBATIM_WORDS) || VERBATIM_FRAGMENTS.some((fragment) => text.text.includes(fragment));
  return candidate && (VERBATIM.test(text.text) || VERBATIM_CJK.test(text.text));
}

function namesOwnSetup(text: string): boolean {
  if (CHAT_START.test(text) || CHAT_START_CJK.test(text)) return true;
  const instructions = INSTRUCTIONS.test(text) || INSTRUCTIONS_CJK.test(text);
  return instructions && (SECOND_PERSON.test(text) || SECOND_PERSON_CJK.test(text));
}

/** A word-for-word copy asked of the chat's beginning or of the assistant's own instructions, in another language. */
export const verbatimSetupInOtherLanguages: InjectionSignal = {
  id: "verbatim_setup_in_other_languages",
  weight: INJECTION_THRESHOLD,
  found: (text) => asksCopy(text) && namesOwnSetup(text.text),
};
