export * from './constants';
export * from './messages';
export * from './routes';
export * from './schemas';
export * from './reports';
export * from './contract';
export * from './dates';
export * from './requestStatus';
