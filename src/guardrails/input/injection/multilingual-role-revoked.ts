import { anyOf } from "../../text/pattern";
import { hasAnyWord } from "../../text/word-set";
import { INJECTION_THRESHOLD, type InjectionSignal } from "./signal";

// "You are no longer a (book) assistant", or "forget that you are one", in other languages: the assistant's identity taken away, said to the
// assistant in the second person, so "why is Klara no longer a useful helper?" (third person) stays a book question.
// English: assistantRoleRevoked (./persona-without-limits.ts). Latin accents are already stripped (Turkish "ı" stays).

const BEFORE = "(?<![\\p{L}\\p{N}])";
const ROLE_WORD =
  "(?:asistente|assistant|assistente|assistent|asystent\\p{L}*|ассистент\\p{L}*|помощник\\p{L}*|асистент\\p{L}*|помічник\\p{L}*|as[ıi]stan\\p{L}*|asisten|tro ly|bibliotecari[oa]|bibliothecaire|bibliothekar\\p{L}*|bibliothecaris|bibliotekar\\p{L}*|библиотекар\\p{L}*|бібліотекар\\p{L}*|pustakawan|bot\\p{L}*|бот\\p{L}*|chatbot)";
const SPACED = new RegExp(
  BEFORE +
    anyOf([
      `ya no eres (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      // "forget that you are a book assistant"
      `olvida (?:que )?eres (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `oublie(?:z)? que (?:tu es|vous etes) (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `vergiss,? dass du (?:\\p{L}+ ){0,2}?${ROLE_WORD} bist`,
      `dimentica (?:di essere|che sei) (?:\\p{L}+ |l')?(?:\\p{L}+ )?${ROLE_WORD}`,
      `esque(?:ca|ce) que (?:voce e|es) (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `забудь,? что ты (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `tu n'es plus (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `du bist (?:jetzt |ab sofort )?kein\\p{L}* (?:\\p{L}+[ -]?){0,2}?${ROLE_WORD} mehr`,
      `du bist nicht mehr (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `non sei piu (?:\\p{L}+ |l')?(?:\\p{L}+ )?${ROLE_WORD}`,
      `(?:voce|tu) (?:ja )?nao (?:e|es) mais (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `je bent (?:nu )?geen (?:\\p{L}+ ){0,2}?${ROLE_WORD} meer`,
      `nie jestes juz (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,

      `ты (?:больше|уже) не (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `ти (?:більше|вже) не (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `art[ıi]k (?:bir )?(?:\\p{L}+ ){0,2}?${ROLE_WORD} (?:degilsin|değilsin)`,
      `kamu bukan lagi (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
      `ban khong con la (?:\\p{L}+ ){0,2}?${ROLE_WORD}`,
    ]),
  "u",
);
const SPACED_WORDS = [
  "eres",
  "oublie",
  "oubliez",
  "vergiss",
  "dimentica",
  "esqueca",
  "esquece",
  "забудь",
  "plus",
  "bist",
  "piu",
  "mais",
  "geen",
  "juz",
  "больше",
  "уже",
  "більше",
  "вже",
  "artık",
  "artik",
  "lagi",
  "con",
];
const UNSPACED =
  /你(?:已经)?不再是|你已经不是|もう(?:本の)?(?:アシスタント|司書|ボット)(?:じゃ|では)(?:ない|ありません)|더 이상 (?:책 )?(?:어시스턴트|도우미|사서|봇)(?:가|이) 아니|لم تعد مساعد|אתה כבר לא (?:עוזר|ספרן|בוט)|अब (?:तुम|आप) (?:\S+ )?(?:सहायक|लाइब्रेरियन|बॉट) नहीं/u;

/** Told, in another language, that it is no longer an assistant (or librarian, or bot). */
export const roleRevokedInOtherLanguages: InjectionSignal = {
  id: "role_revoked_other_languages",
  weight: INJECTION_THRESHOLD,
  found: (text) => (hasAnyWord(text.words, SPACED_WORDS) && SPACED.test(text.text)) || UNSPACED.test(text.text),
};
