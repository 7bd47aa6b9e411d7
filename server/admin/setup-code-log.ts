/**
 * What the start log says while the store has no staff account: the one-time setup code and where
 * to type it (docs/decisions/051-first-administrator-with-a-setup-code.md). Warnings, so a
 * LOG_LEVEL=warn start still shows them; never the hash, never a password.
 */
export function setupCodeLines(code: string, localUrl: string): string[] {
  return [
    'La tienda no tiene cuentas del personal todavía.',
    `Código de configuración: ${code}`,
    `Para crear la cuenta de administración, abra ${localUrl}/admin (o /admin en la dirección pública de la tienda), ` +
      'escriba ese código, su correo y una contraseña. El código sirve una sola vez y cada arranque genera uno nuevo; ' +
      'con varios procesos sobre un mismo PostgreSQL vale el del último que arrancó.',
    'También puede crearla con la tienda en marcha: npm run staff -- add-staff <correo> --role admin',
  ]
}
