// The few parts of autocannon's API the server benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    '2xx': number
    non2xx: number
    errors: number
    timeouts: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
