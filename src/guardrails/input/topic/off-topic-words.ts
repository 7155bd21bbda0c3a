import { words } from "../../text/pattern";

/** Subjects that make a short, context-free follow-up clearly off-topic ("and the weather?", "what about bitcoin?"). */
export const OFF_TOPIC_SUBJECT = words(
  "weather|forecast|rain(?:ing)?|snow(?:ing)?|temperature|stocks?|shares|bitcoin|\\w+coin|ethereum|solana|nfts?|crypto(?:currency)?|exchange rate|prices?|recipes?|dinner|lunch|breakfast|flights?|hotels?|taxi|uber|traffic|news|headlines|scores?|match|game tonight|python|javascript|code|coding|math|maths|homework|calories|alarm|timer|music|song|playlist|laptops?|phones?|smartphones?|headphones|earbuds|tvs?|televisions?|cameras?|monitors?|keyboards?|mattress(?:es)?|vacuums?|cars?|bikes?|sneakers|shoes|watches",
);
