/**
 * pm2: two store instances on ports 3001 and 3002 behind a load balancer, both on one PostgreSQL
 * (docs/deploy.md). Build first (`npm ci && npm run build`). The shared settings — DATABASE_URL,
 * JWT_SECRET (the same on every instance), SMTP_URL, STAFF_EMAILS, PUBLIC_URL, TRUST_PROXY,
 * DATA_DIR on shared storage — go in the project folder's `.env`, which the store reads at
 * start-up; the variables below (the port) win over it. Then:
 *
 *   pm2 start deploy/ecosystem.config.cjs && pm2 save
 *   pm2 reload tienda-1 && pm2 reload tienda-2     # after a new build, one at a time
 *
 * Fork mode, one port per instance: the load balancer spreads the requests.
 */
/* global module, __dirname */

const root = `${__dirname}/..`
const ports = [3001, 3002]

module.exports = {
  apps: ports.map((port, i) => ({
    name: `tienda-${i + 1}`,
    cwd: root,
    script: 'build/server.js',
    exec_mode: 'fork',
    instances: 1,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
    // The store closes the server, the e-mail sender and the database within 10 s of SIGTERM.
    kill_timeout: 15_000,
    // A start that fails (bad configuration, database unreachable) is retried with a growing pause.
    exp_backoff_restart_delay: 1000,
    max_memory_restart: '1G',
    time: true,
  })),
}
