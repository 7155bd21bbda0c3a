import { CLAUSE_START } from "./ask";
import { NAMED_PLATFORM } from "./recipients";

// Requests in Spanish, French, German and Italian (accents already stripped) that the bare imperatives of
// multilingual-action-requests.ts miss: a modal ask with an infinitive ("¿puedes comprarme ...?", "kannst du ...
// vormerken?"), and imperatives whose verb alone says too little, read with the thing they act on (a database, an
// account, a file, the web, a platform).
const LEAD = `${CLAUSE_START}[¿¡]?(?:(?:por favor|porfa|s'il te plait|s'il vous plait|bitte|per favore),? )?`;

const SPANISH_ASK =
  "(?:(?:me |nos )?(?:puedes|podrias|podria|puede|pueden|podrian)|te importaria|necesito que puedas) (?:me |nos |le |les )?(?:comprar|pedir|encargar|reservar|renovar|prorrogar|enviar|mandar|publicar|compartir|ejecutar|borrar|eliminar|cancelar|pagar|abrir|consultar|descargar|subir|apartar)(?:me|nos|le|les|lo|la|los|las)?\\b";
const FRENCH_ASK =
  "(?:peux-tu|peux tu|pourrais-tu|pourrais tu|pouvez-vous|pourriez-vous|tu peux|tu pourrais|vous pouvez|vous pourriez) (?:me |m'|nous |lui |leur )?(?:acheter|commander|reserver|renouveler|prolonger|envoyer|publier|partager|executer|lancer|supprimer|effacer|annuler|payer|ouvrir|consulter|telecharger|poster)\\b";
const ITALIAN_ASK =
  "(?:puoi|potresti|puo|potrebbe) (?:mi |ci |gli |le )?(?:comprare|ordinare|prenotare|rinnovare|prorogare|inviare|mandare|pubblicare|condividere|eseguire|cancellare|eliminare|pagare|aprire|scaricare)(?:mi|ci|gli|le|lo|la|li)?\\b";
// German puts the infinitive last: "kannst du mir bitte das neue Buch bestellen?" (not "... empfehlen, das ich kaufen sollte").
const GERMAN_ASK =
  "(?:kannst du|konntest du|koenntest du|konnen sie|koennen sie|konnten sie|koennten sie|wurdest du|wuerdest du|wurden sie|wuerden sie) (?:[\\w'-]+ ){0,12}?(?:ausfuhren|ausfuehren|laufen lassen|starten|kaufen|bestellen|reservieren|vormerken|verlangern|verlaengern|schicken|senden|posten|teilen|loschen|loeschen|kundigen|ausfuhren|ausfuehren|offnen|oeffnen|bezahlen|herunterladen|hochladen|abfragen|durchsuchen)(?= ?[?.!,]| ?$)";

const DATABASE = "(?:base de (?:datos|donnees|dados)|datenbank\\w*|banca dati|base dati|database)";
const DATABASE_VERB =
  "(?:consulta|interroga|interroge|durchsuche|frag|busca en|cherche dans|cerca (?:nel|nella)|ouvre|abre|apri|offne|oeffne|exporte|exporta|esporta|exportiere|supprime|borra|elimina|cancella|losche|loesche|vide|vacia|svuota|leere|liste|lista|elenca|zeige|montre|muestra|mostra|accede|accedi)";
const ACCOUNT =
  "(?:contrasena|mot de passe|passwort|kennwort|password|cuenta|compte|konto|account|abbonamento|abonnement|abo|suscripcion|membresia|adhesion|mitgliedschaft|iscrizione|perfil|profil|profilo|pin)";
const ACCOUNT_VERB =
  "(?:cambia|cambie|modifica|modifie|andere|aendere|reinicia|restablece|resetea|reinitialise|setze|borra|elimina|supprime|losche|loesche|cancella|annule|cancela|kundige|desactiva|desactive|deaktiviere|disattiva|actualiza|aggiorna|aktualisiere)";
const FILE =
  "(?:archivos?|fichiers?|dateien|datei|documentos?|dokumente?|carpetas?|ordner|cartelle|cartella|escritorio|schreibtisch|disque|festplatte|pdf|docx?|drive|dropbox|bureau|desktop|arquivos?|pastas?|area de trabalho)";
const FILE_VERB =
  "(?:ouvre|abre|apri|offne|oeffne|lis|lee|leggi|supprime|borra|elimina|cancella|losche|loesche|efface|montre|muestra|mostra|zeige|sauvegarde|speichere|enregistre|copie|copia|kopiere|deplace|mueve|sposta|verschiebe|renomme|renombra|rinomina|guarda|guardame|guardalo|guardala|salva|salvalo|salve|baixe|descarga|telecharge|scarica)";
const WEB = "(?:en internet|en la web|sur internet|sur le web|im internet|im netz|online|in rete|su internet|sul web|en linea|en ligne)";
const WEB_VERB = "(?:busca|cherche|recherche|cerca|suche|googlea|regarde|schau)";
const SITE = "(?:site|sitio|pagina|page|seite|webseite|website|sito|web|blog|lien|enlace|link)";
const SITE_VERB =
  "(?:va sur|visite|consulte|ouvre|abre|visita|entra en|entra (?:neste|nesse|nesta|nessa|no|na)|acesse|acessa|ve a|besuche|offne|oeffne|geh auf|apri|vai su|vai sul)";
const SHARE_VERB = "(?:comparte|partage|teile|condividi|sube|publie|poste|pubblica|carica)";

/** Request patterns, each with the words it cannot match without. */
export const FOREIGN_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  [new RegExp(`${LEAD}${SPANISH_ASK}`), ["puedes", "podrias", "podria", "puede", "pueden", "podrian", "importaria", "necesito"]],
  [new RegExp(`${LEAD}${FRENCH_ASK}`), ["peux", "pourrais", "pouvez", "pourriez", "tu", "vous"]],
  [new RegExp(`${LEAD}${ITALIAN_ASK}`), ["puoi", "potresti", "puo", "potrebbe"]],
  [
    new RegExp(`\\b${GERMAN_ASK}`),
    ["kannst", "konntest", "koenntest", "konnen", "koennen", "konnten", "koennten", "wurdest", "wuerdest", "wurden", "wuerden"],
  ],
  [
    new RegExp(
      `${LEAD}(?:fais|faites|haz|haga|fai|mach|mache|faz|faca) (?:une |la |una |eine |uma )?(?:requete|consulta|query|abfrage|interrogazione)\\b`,
    ),
    ["fais", "faites", "haz", "haga", "fai", "mach", "mache", "faz", "faca"],
  ],
  [new RegExp(`${LEAD}${DATABASE_VERB}\\b[^.!?]{0,60}?\\b${DATABASE}\\b`), ["base", "datenbank", "banca", "database", "dati"]],
  [
    new RegExp(`${LEAD}${ACCOUNT_VERB}\\b[^.!?]{0,40}?\\b${ACCOUNT}\\b`),
    [
      "contrasena",
      "mot",
      "passwort",
      "kennwort",
      "password",
      "cuenta",
      "compte",
      "konto",
      "account",
      "abbonamento",
      "abonnement",
      "abo",
      "suscripcion",
      "membresia",
      "adhesion",
      "mitgliedschaft",
      "iscrizione",
      "perfil",
      "profil",
      "profilo",
      "pin",
    ],
  ],
  [
    new RegExp(`${LEAD}${FILE_VERB}\\b[^.!?]{0,40}?\\b${FILE}\\b`),
    [
      "archivo",
      "archivos",
      "fichier",
      "fichiers",
      "dateien",
      "datei",
      "documento",
      "documentos",
      "dokument",
      "dokumente",
      "carpeta",
      "carpetas",
      "ordner",
      "cartelle",
      "cartella",
      "escritorio",
      "schreibtisch",
      "disque",
      "festplatte",
      "pdf",
      "doc",
      "docx",
      "drive",
      "dropbox",
      "bureau",
      "desktop",
      "arquivo",
      "arquivos",
      "pasta",
      "pastas",
      "area",
    ],
  ],
  [new RegExp(`${LEAD}${WEB_VERB}\\b[^.!?]{0,60}?\\b${WEB}\\b`), ["internet", "web", "netz", "online", "rete", "linea", "ligne"]],
  [
    new RegExp(
      `${LEAD}${SITE_VERB} (?:le |la |el |il |lo |die |den |das |the |mon |mi |ma |meine? |sur le |este |esta |ese |esa |esse |essa |ce |cette |questo |questa |quel |quella |diese[nms]? |o |a )?${SITE}\\b`,
    ),
    [
      "va",
      "visite",
      "consulte",
      "ouvre",
      "abre",
      "visita",
      "entra",
      "acesse",
      "acessa",
      "ve",
      "besuche",
      "offne",
      "oeffne",
      "geh",
      "apri",
      "vai",
    ],
  ],
  [
    new RegExp(`${LEAD}${SHARE_VERB}\\b[^.!?]{0,60}?\\b${NAMED_PLATFORM}\\b`),
    ["comparte", "partage", "teile", "condividi", "sube", "publie", "poste", "pubblica", "carica"],
  ],
];
