export function exposeNameOf(file: string): string;
