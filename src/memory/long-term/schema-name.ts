/** `<dev|prod>_cbk_<06|08>`: memory profile is stage 06, guarded is stage 08. */
export function memorySchemaName(env: "development" | "production", profile: "memory" | "guarded"): string {
  return `${env === "production" ? "prod" : "dev"}_cbk_${profile === "guarded" ? "08" : "06"}`;
}
