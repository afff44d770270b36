import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** The shop as visitors reach it in production: HTTPS with HTTP/2, in front of the app server. */
export interface TlsFront {
  baseUrl: string;
  /** The front's throwaway certificate (PEM), for the bench's own requests to trust it. */
  certificate: string;
  stop(): Promise<void>;
}

const frontProcess = fileURLToPath(new URL('./tls-front-process.ts', import.meta.url));

/**
 * Terminates TLS and speaks HTTP/2 (HTTP/1.1 to clients without it), passing every request on to
 * the app server unchanged, as the TLS proxy or load balancer in front of a production deployment
 * does (README, Configuration: PUBLIC_ORIGIN, TRUST_PROXY). It runs in a process of its own, as
 * such a proxy does (tls-front-process.ts). Returns why not when openssl is missing.
 */
export async function startTlsFront(target: string): Promise<TlsFront | string> {
  // The bench runs under tsx (`node --import tsx`); the child inherits that.
  const child = fork(frontProcess, [target], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => [{ error: 'the HTTPS front exited before it listened' }]),
  ])) as [{ baseUrl: string; certificate: string } | { error: string }];
  if ('error' in message) {
    child.kill();
    return message.error;
  }
  return {
    baseUrl: message.baseUrl,
    certificate: message.certificate,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
