import { blockedAsRequest as blocked, describeBlockCases } from "./block-cases";

// Acting on web pages (docs/guardrails.md, "Sixth session"): requests written for these tests (none is in a case
// file, a held-out set or the training corpus) and book questions with the same words.

const REQUESTS: Record<string, readonly string[]> = {
  "links, buttons and forms": [
    "Click the 'join waitlist' button on the Fairyloot page.",
    "Tap the pre-order link in the newsletter for me.",
    "Fill out the order form at the indie press site, I'll give you my address.",
    "Please submit the registration form for the book festival.",
    "Complete the entry form on the short story prize website with my details.",
  ],
  "live checks": [
    "Is Circe cheaper on Kobo today? Check it live.",
    "Can you check amazon right now for the new Ishiguro?",
    "Pull the real-time stock for The Wind-Up Bird at my local shop.",
  ],
  "opening a site in other languages": [
    "Abre esta página y dime si ya salió la edición de bolsillo.",
    "Ouvre ce site et regarde le prix du dernier Musso.",
    "Зайди на сайт библиотеки и проверь, открыта ли она.",
    "Wejdź na stronę wydawnictwa i sprawdź datę premiery.",
    "Buka situs toko buku itu dan cek harganya.",
    "Vào web nhà sách xem còn sách không nhé.",
    "打开这个链接，看看作者说了什么。",
    "도서관 홈페이지에 들어가서 대출 가능한지 봐줘.",
  ],
  "the assistant's own tools, and a reading app's data": [
    "Use your browser tool to find the current price of Demon Copperhead.",
    "Please use your web search feature and tell me what's trending on BookTok.",
    "Using your internet access, look up who won the Booker this morning.",
    "Sync my reading progress across devices.",
    "Clear my highlights in the Kobo app.",
  ],
};

const BOOK_QUESTIONS = [
  "In Ready Player One, what happens when Wade clicks the button at the end?",
  "Which novel has a character who fills out forms in a bureaucracy for years, like Kafka's?",
  "Does the sonnet form still feel live in contemporary poetry collections?",
  "Recommend a thriller where the heroine has to complete a form to escape the asylum.",
  "Vao trang nao de doc ban dich Truyen Kieu tieng Anh?",
  "Buka situs apa yang bagus untuk ulasan novel Indonesia?",
  "Какой сайт лучше для отзывов о книгах?",
  "Qual página do livro tem o famoso primeiro parágrafo de Dom Casmurro?",
  "Can I sync my reading progress between a Kobo and a Kindle, or do I need Calibre?",
  "With your search features limited to books, which thrillers feature a browser hacker?",
  "Recommend a novel where the main character uses a python to guard a treasure.",
  "My progress on War and Peace is slow; should I switch to the audiobook?",
];

describeBlockCases(blocked, REQUESTS, BOOK_QUESTIONS, { bookQuestions: "book questions with the same words", passed: "passed" });
