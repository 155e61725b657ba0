import type { LogEntry } from '@/lib/log/model';

export declare function logRows(options: { n: number; years: number; now: number; tankId: string }): LogEntry[];
