import fc from "fast-check";

// Property tests run with a fixed seed so a CI failure can be replayed exactly; set FC_SEED to explore others.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });
