// The engine's own worker host: a Table exposed through Comlink.
import '@boneyard/engine/worker';
