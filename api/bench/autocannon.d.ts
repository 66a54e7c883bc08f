/** The part of autocannon's API the bench uses (the package ships no types; @types/autocannon is not installed). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** `setupRequest` runs before every request; the bench uses it to change the path. */
    requests?: { setupRequest: (request: Request) => Request }[];
  }
  interface Request {
    path?: string;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  }
  /** The running bench: an event emitter that is also a promise of the result. */
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export = autocannon;
}
