// Types of proxy-addr (the package Express itself uses for req.ip), which ships none: only what
// lib/client-address.ts calls.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  type Trust = (address: string, hop: number) => boolean;

  function proxyaddr(request: IncomingMessage, trust: Trust | string | string[]): string;
  namespace proxyaddr {
    function compile(value: string | string[]): Trust;
    function all(request: IncomingMessage, trust?: Trust | string | string[]): string[];
  }
  export default proxyaddr;
}
