// `@docusaurus/ExecutionEnvironment`: what the code runs in, fixed when the module loads. Every
// field is false in the server bundle (no `window` there), true in a browser that has the feature.
const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
