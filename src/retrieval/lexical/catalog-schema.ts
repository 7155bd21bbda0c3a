/** `<dev|prod>_cbk_07`: the retrieval profile's stage (memory is 06, guarded 08); its catalog tables live there. */
export function catalogSchemaName(env: "development" | "production"): string {
  return `${env === "production" ? "prod" : "dev"}_cbk_07`;
}
