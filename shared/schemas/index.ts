export * from './auth.ts';
export * from './error.ts';
export * from './inquiry.ts';
export * from './newsletter.ts';
export * from './portfolio.ts';
export * from './upload.ts';
export * from './audit.ts';
