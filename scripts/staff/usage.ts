/** What `npm run staff -- help` prints. */
export const STAFF_USAGE = `Línea de comandos del personal de la tienda

Uso: npm run staff -- <comando> [opciones]

Comandos:
  import <archivo.csv|archivo.json> [--dry-run]
      Importa productos: agrega los sku nuevos y actualiza los existentes.
      Cada fila se valida; las inválidas se informan con su número y motivo.
      --dry-run  valida y muestra el informe sin guardar nada.

  imports
      Lista las importaciones recientes del panel (Importar catálogo) con su estado.
  imports resume <n°>
      Continúa una importación interrumpida (el servidor se detuvo mientras se aplicaba)
      o termina de deshacer una cuyo deshacer se interrumpió. Espera a que termine.
  imports undo <n°>
      Deshace una importación aplicada o interrumpida, como el botón del panel.

  export [--format json|csv] [--out archivo]
      Exporta todo el catálogo en el mismo formato que lee import.
      Sin --out escribe en la salida estándar (use npm run --silent para redirigirla).

  reseed [--products N] --yes
      Borra el catálogo y vuelve a cargar el de demostración (N productos).
      Pide --yes porque borra todos los productos, banners y carruseles.

  orders [--state ESTADO] [--limit N] [--json]
      Lista los pedidos, del más reciente al más antiguo (50 si no se indica --limit):
      número, fecha (hora de Buenos Aires), e-mail del cliente, total, estado y factura.
      --state  solo los pedidos en ese estado (sin distinguir mayúsculas).

  order-state <pedido> <estado> [--note TEXTO] [--notify | --no-notify]
      Cambia el estado que el cliente ve en Mis pedidos; el estado es texto libre
      (todas las palabras que siguen al número): order-state 42 En camino
      Queda en el historial del pedido (Mis pedidos lo muestra como línea de tiempo).
      --note    un mensaje para el cliente (se ve en Mis pedidos y en el correo).
      --notify  le envía al cliente un correo con el estado nuevo y la nota
                (por omisión no se envía: --no-notify).

  attach-invoice <pedido> <punto de venta-número de factura> <archivo.pdf>
      Guarda el PDF (en DATA_DIR con la base embebida; en la base de datos con
      DATABASE_URL, o en S3 si S3_BUCKET está definida) y lo asocia al pedido: el cliente
      puede descargarlo desde Mis pedidos y recibe un correo que se lo avisa.
      Repetirlo reemplaza la factura (con el mismo número, sin otro correo).

  move-files
      Copia las facturas (DATA_DIR/bills) y las imágenes (DATA_DIR/products-images)
      guardadas en disco a la base de datos o a S3, para que todas las instancias las
      sirvan. Los originales quedan en disco.

  subscribers [--json]
      Lista los suscriptores al newsletter.

  enquiries [--json]
      Lista las consultas de revendedores.

  outbox [--limit N] [--json]
      Correos en cola por estado, cuántos pendientes se están reintentando y los últimos
      fallidos (N, 20 si no se indica) con su error. Fallido = rechazado por el servidor de
      correo en forma definitiva (5xx); un corte de SMTP solo los deja pendientes.
  outbox resend <id> | outbox resend --all-failed
      Vuelve a poner en cola un correo fallido, o todos, con los intentos en 0.

  add-staff <correo> --role admin|ventas|catalogo
      Crea una cuenta del panel (/admin). Si el correo ya tiene una, le pone una
      contraseña nueva (y el rol, si se indica) y cierra sus sesiones abiertas.
      La contraseña (10 caracteres o más) se lee de la entrada estándar si no es una
      terminal (su primera línea: printf '%s\n' "$CLAVE" | npm run staff -- add-staff …),
      o se pide dos veces sin mostrarla.

  list-staff [--json]
      Lista las cuentas del panel: correo, rol, estado y fechas.

      add-staff y list-staff funcionan con la tienda en marcha también sobre la base
      embebida (a través de la tienda; ejecútelos con el usuario de la tienda).

  help
      Muestra esta ayuda.

Los pedidos se indican por su número: 42 o 00000042. --json escribe en la salida
estándar solo los datos (use npm run --silent para redirigirla).

La base de datos es la misma que usa la tienda (DATA_DIR o DATABASE_URL, también desde .env).
Con la base embebida la tienda en marcha bloquea DATA_DIR: deténgala primero, o use DATABASE_URL.
Columnas y ejemplos: docs/staff-cli.md

Códigos de salida: 0 bien (import: el archivo se leyó, aunque haya filas rechazadas),
1 archivo ilegible, pedido o correo inexistente, o base de datos no disponible,
2 comando mal escrito.
`
