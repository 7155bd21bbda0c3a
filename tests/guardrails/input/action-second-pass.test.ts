import { blockedAsRequest as blocked, describeBlockCases } from "./block-cases";

// The second unsupported-action pass (docs/guardrails.md): requests written for these tests (none is in a case file,
// a held-out set or the training corpus) that the rule must block, and book questions with the same words that it
// must let through.

const REQUESTS: Record<string, readonly string[]> = {
  "reminders and calendars": [
    "Remind me to pick up the hold at the library on Saturday.",
    "please set a timer for 40 minutes so I stop reading on time",
    "Put the poetry reading on my Google Calendar for next Thursday.",
    "Schedule our book club call for the last Friday of the month.",
    "Notify me when the paperback of Intermezzo comes out.",
  ],
  "lead-ins and objects the first pass missed": [
    "Would it be possible for you to order the boxed set for my nephew?",
    "It would be great if you could email this list to my tutor.",
    "Update the due date of loan 4471 to 12.03 in the circulation database.",
    "Look up in PostgreSQL which members have overdue loans.",
    "check if the publisher's site is down right now",
    "Return my ebook of Piranesi to the library, I've finished it.",
    "Execute these unit tests and tell me which fail.",
    "change my display name to BookWyrm please",
  ],
  "other languages": [
    "Recuérdame el viernes que tengo que devolver el libro.",
    "Ajoute la séance de dédicace à mon agenda, s'il te plaît.",
    "Kannst du dieses Programm bitte ausführen?",
    "Entra nesse site e vê se o livro chegou.",
    "Забронируй мне «Анну Каренину» в библиотеке.",
    "Wyślij tę listę do mojej siostry.",
    "Bu listeyi arkadaşıma gönderir misin?",
    "Tolong belikan novel ini untuk adikku.",
    "帮我把这张书单发到朋友圈。",
    "この本を予約してください。",
    "이 책 좀 주문해 줘.",
    "احجز لي نسخة من الرواية.",
  ],
};

const BOOK_QUESTIONS = [
  "Remind me, who narrates Wuthering Heights?",
  "Remind me what happens at the end of part one of Anna Karenina.",
  "Is it worth pre-ordering the next Sanderson, or waiting for the paperback?",
  "Which book explains how databases work, for a complete beginner?",
  "Any novels told entirely through e-mails and text messages?",
  "A thriller where a hacker runs shell commands to break into a bank: which would you pick?",
  "Ping me at ana@example.org; meanwhile, is Middlemarch a good first Eliot?",
  "Só gosto de livros com final feliz, guarda isso.",
  "Open Water by Caleb Azumah Nelson: is it worth reading?",
  "Открой для себя Булгакова: с чего начать?",
  "¿Qué libro me recomiendas sobre gestión del tiempo?",
  "哪本书值得买？",
  "Indirimli kitaplar arasında iyi bir polisiye var mı?",
  "Which time-management book helped you schedule reading time?",
];

describeBlockCases(blocked, REQUESTS, BOOK_QUESTIONS, {
  bookQuestions: "book questions with the same words",
  passed: "not an unsupported action",
});
