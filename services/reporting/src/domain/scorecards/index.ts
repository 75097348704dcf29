export * from './esg-scorecard';
export * from './diversity';
