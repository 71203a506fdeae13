/** The shell's server module (built into dist-server/, never sent to a browser): the frame around a first view. */
export { renderFrame } from './first-view/render-frame.server';
